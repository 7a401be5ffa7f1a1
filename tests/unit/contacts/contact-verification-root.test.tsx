import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { logout } from '@/lib/client/session/session-store';
import { closeContactVerification, getVerificationRequest, openContactVerification } from '@/lib/client/contacts/contact-verification-store';
import { ContactVerificationRoot } from '@/components/contacts/contact-verification-root';
import { MESSAGES, renderIntl } from '../forms/intl';
import { mockFetch, signIn, SUPPORT, type FetchMock } from './test-helpers';

let mockPath = '/profile/info';
jest.mock('next/navigation', () => ({ usePathname: () => mockPath }));

const v = MESSAGES.ru.verification;
let api: FetchMock;
/**
 * The flow is React.lazy: its first import in this file goes through Jest's transform, which
 * took more than findBy's default second once under a full `npm test` on 2 cores.
 */
const FIRST_LOAD = { timeout: 5000 };

beforeEach(async () => {
  mockPath = '/profile/info';
  api = mockFetch();
  api.on('GET', '/json-api/players/contacts/onverification', { body: { data: [] } });
  await signIn(api);
});

afterEach(() => {
  // Leaves the store closed for the next test.
  act(() => closeContactVerification());
});

describe('contact verification modal root', () => {
  it('opens on openContactVerification with a loader, then the flow; the close button closes it', async () => {
    renderIntl(<ContactVerificationRoot support={SUPPORT} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => openContactVerification('phone'));
    expect(screen.getByRole('dialog', { name: v.title.phone })).toBeInTheDocument();
    expect(screen.getByTestId('verification-loader')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: v.phone.changeTitle }, FIRST_LOAD)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: v.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getVerificationRequest()).toBeNull();
  });

  it('shows one modal even when two roots are mounted', async () => {
    renderIntl(
      <>
        <ContactVerificationRoot support={SUPPORT} />
        <ContactVerificationRoot support={SUPPORT} />
      </>,
    );
    act(() => openContactVerification('email'));
    await screen.findByRole('heading', { name: v.email.changeTitle });
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('closes on route change', async () => {
    const view = renderIntl(<ContactVerificationRoot support={SUPPORT} />);
    act(() => openContactVerification('phone'));
    await screen.findByRole('heading', { name: v.phone.changeTitle });
    mockPath = '/profile/balance';
    view.rerender(<ContactVerificationRoot support={SUPPORT} />);
    await waitFor(() => expect(getVerificationRequest()).toBeNull());
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is not shown to a guest', async () => {
    api.on('POST', '/json-api/logout', { body: {} });
    await act(async () => logout());
    renderIntl(<ContactVerificationRoot support={SUPPORT} />);
    act(() => openContactVerification('phone'));
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(getVerificationRequest()).toBeNull());
  });

  it('ReachedLimit opens the support chat when the site has one', async () => {
    // The shell's Chat button (components/chat/chat-button.tsx) is what the site has when it has a chat.
    const openChat = jest.fn();
    const shellButton = document.createElement('button');
    shellButton.dataset.chatOpen = '';
    shellButton.addEventListener('click', openChat);
    document.body.append(shellButton);
    api.on('POST', '/json-api/players/contacts/create/phone', { status: 429, body: { errors: [{ code: 'is_max_attempts_used' }], is_max_attempts_used: true } });
    renderIntl(<ContactVerificationRoot support={SUPPORT} />);
    act(() => openContactVerification('phone'));
    await screen.findByRole('heading', { name: v.phone.changeTitle });
    fireEvent.change(screen.getByLabelText(v.phone.label), { target: { value: '9161234567' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: v.phone.sendCode }));
    });
    fireEvent.click(await screen.findByRole('button', { name: v.openChat }));
    expect(openChat).toHaveBeenCalled();
    expect(getVerificationRequest()).toBeNull();
    shellButton.remove();
  });
});

describe('verification texts', () => {
  it('count the resend seconds with Russian plurals', () => {
    const t = createTranslator({ locale: 'ru', messages: MESSAGES.ru, namespace: 'verification' });
    expect(t('resendIn', { seconds: 1 })).toBe('Отправить повторно можно через 1 секунду');
    expect(t('resendIn', { seconds: 3 })).toBe('Отправить повторно можно через 3 секунды');
    expect(t('resendIn', { seconds: 35 })).toBe('Отправить повторно можно через 35 секунд');
    expect(t('resendIn', { seconds: 21 })).toBe('Отправить повторно можно через 21 секунду');
    expect(createTranslator({ locale: 'en', messages: MESSAGES.en, namespace: 'verification' })('resendIn', { seconds: 1 })).toBe('You can send it again in 1 second');
  });
});
