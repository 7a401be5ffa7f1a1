import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { GiftsTab } from '@/components/gifts/gifts-tab';
import { ModalHost } from '@/components/layout/modal-host';
import { formatMoney } from '@/lib/domain/money';
import { clearPlayerCache } from '@/lib/client/swr/player-cache';
import { closeAllModals } from '@/lib/client/modals/modal-requests';
import { getToasts, resetToasts } from '@/lib/client/toasts/toast-store';
import { MESSAGES, renderIntl } from '../forms/intl';
import { makeProfile, mockFetch, signIn, type FetchMock } from '../contacts/test-helpers';
import { gift } from './gift-test-data';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/profile/gifts',
}));

const G = '/json-api/user-gifts';
const t = MESSAGES.ru.giftsPage;
const errors = MESSAGES.ru.gifts.errors;
let api: FetchMock;

beforeEach(async () => {
  clearPlayerCache();
  resetToasts();
  act(() => closeAllModals());
  api = mockFetch();
  await signIn(api, makeProfile({ currency: 'RUB' }));
});

function page() {
  return renderIntl(
    <>
      <GiftsTab />
      <ModalHost />
    </>,
  );
}

const later = new Date(Date.now() + 2 * 86_400_000 + 3_600_000).toISOString();

it('lists the gifts without compoint-shop ones, counts those to use, shows what each gives in the player currency', async () => {
  api.on('GET', G, {
    body: {
      data: {
        data: [
          gift(1, { title: 'Cash for you', expiredAt: later }),
          gift(2, { title: 'Shop gift', reason: 'compoints' }),
          gift(3, { title: 'Old one', state: 'used', usedAt: '2026-01-02T10:00:00.000Z' }),
          gift(4, { title: 'Bonus', type: 'deposit_bonus', percent: 100, terms: { type: 'deposit_bonus', percent: 100, maxDeposits: 5, wager: 20 }, restrictions: { depositLimits: [{ currency: 'RUB', limit: 1000_00 }] }, restrictionsState: { depositProgress: 250_00 }, state: 'activated', conditions: { contacts: 'phone' } }),
        ],
      },
    },
  });
  page();
  const cards = await screen.findAllByTestId('gift-card');
  // Gifts to use first, the used one last; the compoints one not at all.
  expect(cards.map((c) => c.querySelector('h3')?.textContent)).toEqual(['Cash for you', 'Bonus', 'Old one']);
  expect(screen.getByTestId('gifts-counter')).toHaveTextContent('2 подарка доступно');
  expect(cards[0]!.textContent).toContain(`${formatMoney(100_00, 'RUB', 'ru')} бонусными деньгами`);
  expect(within(cards[0]!).getByTestId('gift-countdown').textContent).toMatch(/^2 дня \d\d:\d\d:\d\d$/);
  expect(cards[1]).toHaveTextContent(t.conditions.phone);
  expect(within(cards[1]!).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
  expect(within(cards[2]!).queryByTestId('gift-action')).toBeNull();
});

it('shows an empty state, and a retry when the list fails', async () => {
  api.on('GET', G, { status: 500, body: { errors: [{ code: 'server_error' }] } }, { body: { data: { data: [] } } });
  page();
  fireEvent.click(await screen.findByRole('button', { name: t.retry }));
  expect(await screen.findByTestId('gifts-empty')).toHaveTextContent(t.empty);
});

it('activates once however often it is clicked, writes the answer into the list and toasts', async () => {
  api.on('GET', G, { body: { data: { data: [gift(1, { title: 'XP boost', type: 'xp', terms: { type: 'xp', points: 50 } })] } } });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  api.on('PUT', '/json-api/gifts/activate/1', async () => {
    await held;
    return { body: { data: gift(1, { title: 'XP boost', type: 'xp', state: 'used', terms: { type: 'xp', points: 50 } }) } };
  });
  page();
  const button = await screen.findByTestId('gift-action');
  fireEvent.click(button);
  fireEvent.click(button);
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveTextContent(t.pending);
  await act(async () => release());
  await waitFor(() => expect(screen.getByTestId('gift-state')).toHaveTextContent(t.states.used));
  expect(api.callsTo('PUT', '/json-api/gifts/activate/1')).toHaveLength(1);
  expect(api.callsTo('PUT', '/json-api/gifts/activate/1')[0]!.body).toEqual({ platform: 'desktop' });
  expect(getToasts().map((toast) => toast.text)).toEqual(['Подарок использован: XP boost.']);
});

it('a refusal opens the error modal with the code text; a contacts refusal opens the alert to the profile info', async () => {
  api.on('GET', G, { body: { data: { data: [gift(1), gift(2)] } } });
  api.on('PUT', '/json-api/gifts/activate/1', { status: 400, body: { errors: [{ code: 'has_bonus' }] } });
  api.on('PUT', '/json-api/gifts/activate/2', { status: 400, body: { errors: [{ code: 'email_and_phone_restriction' }] } });
  page();
  const [first, second] = await screen.findAllByTestId('gift-action');
  fireEvent.click(first!);
  const dialog = await screen.findByRole('dialog', { name: t.errorTitle });
  expect(dialog).toHaveTextContent(errors.has_bonus);
  fireEvent.click(within(dialog).getAllByRole('button', { name: MESSAGES.ru.modals.close }).at(-1)!);
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  fireEvent.click(second!);
  const alert = await screen.findByTestId('modal-alert');
  expect(alert).toHaveTextContent(errors.email_and_phone_restriction);
  expect(within(alert).getByRole('link', { name: t.toContacts })).toHaveAttribute('href', '/profile/info');
});

it('a spent gift opens the inactive-gift modal', async () => {
  api.on('GET', G, { body: { data: { data: [gift(5, { title: 'Gone', state: 'expired', expiredAt: '2026-01-01T00:00:00.000Z' })] } } });
  page();
  fireEvent.click(await screen.findByRole('button', { name: t.details }));
  const dialog = await screen.findByRole('dialog', { name: t.inactive.title });
  expect(dialog).toHaveTextContent('Время подарка «Gone» вышло.');
  expect(dialog).toHaveTextContent('Истёк 01.01.26');
});
