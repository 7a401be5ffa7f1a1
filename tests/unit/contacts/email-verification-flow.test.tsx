import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { getSessionState } from '@/lib/client/session/session-store';
import { ContactVerificationFlow } from '@/components/contacts/contact-verification-flow';
import { EMAIL_CHECK_INTERVAL_MS } from '@/components/contacts/email-confirm-step';
import { MESSAGES, renderIntl } from '../forms/intl';
import { makeProfile, mockFetch, signIn, SUPPORT, type FetchMock } from './test-helpers';

const ru = MESSAGES.ru;
const v = ru.verification;
const EMAIL = 'ivan@example.com';
const awaiting = { body: { data: [{ id: 5, type: 'email', value: EMAIL }] } };
const sent = { body: { success: true, resend_after: 35, expires_in: 86400 } };
const limit = { status: 429, body: { errors: [{ code: 'is_max_attempts_used' }], is_max_attempts_used: true } };

let api: FetchMock;
let onClose: jest.Mock;

beforeEach(async () => {
  api = mockFetch();
  onClose = jest.fn();
  await signIn(api);
});

afterEach(() => {
  jest.useRealTimers();
});

const renderFlow = () => renderIntl(<ContactVerificationFlow kind="email" support={SUPPORT} onClose={onClose} />);
const heading = (name: string) => screen.findByRole('heading', { name });

describe('e-mail verification flow', () => {
  it('sends the link again for an address awaiting verification; a resend reads "sent"; a confirmed address reloads the profile and exits', async () => {
    jest.useFakeTimers();
    api.on('GET', '/json-api/players/contacts/onverification', awaiting);
    api.on('POST', '/json-api/players/contacts/email-verification/request/5', sent);
    renderFlow();
    await heading(v.email.confirmTitle);
    await waitFor(() => expect(api.callsTo('POST', '/json-api/players/contacts/email-verification/request/5')).toHaveLength(1));
    expect(screen.getByText(EMAIL)).toBeInTheDocument();

    const again = () => screen.queryByRole('button', { name: v.email.sendAgain });
    expect(again()).toBeNull();
    act(() => {
      jest.advanceTimersByTime(35_000);
    });
    expect(again()).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(again()!);
    });
    expect(api.callsTo('POST', '/json-api/players/contacts/email-verification/request/5')).toHaveLength(2);
    expect(screen.getByTestId('resend-wait')).toHaveTextContent(v.email.sent);
    expect(again()).toBeNull();

    // The link in the mail was followed (elsewhere): the next look finds nothing awaiting.
    api.on('GET', '/json-api/players/contacts/onverification', { body: { data: [] } });
    const profileLoads = api.callsTo('GET', '/json-api/users/profile').length;
    api.on('GET', '/json-api/users/profile', { body: { data: makeProfile({ emails: [{ email: EMAIL, is_primary: true, is_verified: true }], onVerification: [] }) } });
    await act(async () => {
      jest.advanceTimersByTime(EMAIL_CHECK_INTERVAL_MS);
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.callsTo('GET', '/json-api/users/profile').length).toBeGreaterThan(profileLoads);
    const session = getSessionState();
    expect(session.status === 'player' && session.profile.emails[0]?.is_verified).toBe(true);
  });

  it('goes EmailChange → EmailConfirm, which mails the link to the new address', async () => {
    api.on('GET', '/json-api/players/contacts/onverification', { body: { data: [] } });
    api.on('POST', '/json-api/players/contacts/create/email', { body: { success: true, data: { id: 9, type: 'email', value: 'new@example.com' } } });
    api.on('POST', '/json-api/players/contacts/email-verification/request/9', sent);
    renderFlow();
    await heading(v.email.changeTitle);
    fireEvent.change(screen.getByLabelText(v.email.label), { target: { value: 'New@Example.com' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: v.email.sendLink }));
    });
    expect(api.callsTo('POST', '/json-api/players/contacts/create/email')[0]!.body).toEqual({ value: 'new@example.com' });
    await heading(v.email.confirmTitle);
    await waitFor(() => expect(api.callsTo('POST', '/json-api/players/contacts/email-verification/request/9')).toHaveLength(1));
    expect(screen.getByText('new@example.com')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: v.email.changeAddress }));
    expect(await heading(v.email.changeTitle)).toBeInTheDocument();
  });

  it('says "not yet" when the player checks before following the link', async () => {
    api.on('GET', '/json-api/players/contacts/onverification', awaiting);
    api.on('POST', '/json-api/players/contacts/email-verification/request/5', sent);
    renderFlow();
    await heading(v.email.confirmTitle);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: v.email.checkNow }));
    });
    expect(await screen.findByText(v.email.notYet)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows the e-mail ReachedLimit when the link request answers is_max_attempts_used', async () => {
    api.on('GET', '/json-api/players/contacts/onverification', awaiting);
    api.on('POST', '/json-api/players/contacts/email-verification/request/5', limit);
    renderFlow();
    expect(await heading(v.email.limitTitle)).toBeInTheDocument();
    expect(screen.getByText(v.email.limitLead)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Viber/ })).toHaveAttribute('href', SUPPORT.viber);
  });
});
