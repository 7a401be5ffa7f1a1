import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { NoticesBell } from '@/components/notifications/notices-bell';
import { formatMoney } from '@/lib/domain/money';
import type { NoticeData } from '@/lib/domain/notifications/notices';
import { installNoticeListeners, onNewNotice } from '@/lib/client/notifications/notice-listeners';
import { dispatchRealtime } from '@/lib/client/realtime/realtime-events';
import { clearPlayerCache } from '@/lib/client/swr/player-cache';
import { MESSAGES, renderIntl } from '../forms/intl';
import { mockFetch, type FetchMock } from '../contacts/test-helpers';

jest.mock('next/navigation', () => ({
  useRouter: () => ({ back: jest.fn(), push: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
  usePathname: () => '/',
}));

const N = '/json-api/user-notifications';
const t = MESSAGES.ru.notifications;
let api: FetchMock;

function notice(id: number, overrides: Partial<NoticeData> = {}): NoticeData {
  return { id, key: `test:${id}`, status: 'new', kind: 'deposit_paid', params: { amount: id * 1000, currency: 'RUB' }, button: { link: '/cashbox' }, createdAt: '2026-11-24T10:00:00.000Z', ...overrides };
}
const page = (items: NoticeData[], unread = items.length) => ({ body: { data: { data: items, unread } } });
const depositText = (minor: number) => `Депозит ${formatMoney(minor, 'RUB', 'ru')} зачислен на ваш счёт.`;

beforeAll(() => installNoticeListeners());
beforeEach(() => {
  clearPlayerCache();
  api = mockFetch();
});

async function openPanel() {
  fireEvent.click(screen.getByTestId('notices-bell'));
  return screen.findByRole('dialog', { name: t.title });
}

it('shows the unread counter, and the panel lists the notices in the page’s language with their link', async () => {
  api.on('GET', N, page([notice(2), notice(1, { kind: 'payout_declined', button: null })], 2));
  renderIntl(<NoticesBell />);
  expect(await screen.findByTestId('notices-unread')).toHaveTextContent('2');
  expect(screen.getByTestId('notices-bell')).toHaveAccessibleName('Уведомления: 2 новых');
  const panel = await openPanel();
  const items = within(panel).getAllByTestId('notice');
  expect(items.map((li) => li.querySelector('p')?.textContent)).toEqual([depositText(2000), `Выплата ${formatMoney(1000, 'RUB', 'ru')} отклонена, деньги вернулись на ваш баланс.`]);
  expect(within(items[0]!).getByRole('link', { name: t.go })).toHaveAttribute('href', '/cashbox');
  expect(within(items[1]!).queryByRole('link')).toBeNull();
  expect(within(items[0]!).getByText('24.11.26, 13:00:00')).toBeInTheDocument();
});

it('reading a notice removes it from the panel and the counter, and tells the server', async () => {
  api.on('GET', N, page([notice(2), notice(1)], 2));
  api.on('POST', `${N}/read/2`, { body: { data: { success: true, unread: 1 } } });
  renderIntl(<NoticesBell />);
  const panel = await openPanel();
  await within(panel).findAllByTestId('notice');
  fireEvent.click(within(panel).getByRole('button', { name: `Отметить прочитанным: ${depositText(2000)}` }));
  await waitFor(() => expect(within(panel).getAllByTestId('notice')).toHaveLength(1));
  expect(screen.getByTestId('notices-unread')).toHaveTextContent('1');
  expect(api.callsTo('POST', `${N}/read/2`)).toHaveLength(1);
});

it('a live notice is added once and announced; a live remove drops it; malformed messages change nothing', async () => {
  api.on('GET', N, page([notice(1)], 1));
  const heard: number[] = [];
  const stop = onNewNotice((n) => heard.push(n.id));
  renderIntl(<NoticesBell />);
  expect(await screen.findByTestId('notices-unread')).toHaveTextContent('1');
  act(() => {
    dispatchRealtime({ type: 'notification_update', notice: notice(5) });
    dispatchRealtime({ type: 'notification_update', notice: notice(5) });
    dispatchRealtime({ type: 'notification_update', notice: { ...notice(6), params: { amount: 'x', currency: 'RUB' } } });
    dispatchRealtime({ type: 'notification_update', notice: { ...notice(7), button: { link: 'https://evil.example' } } });
  });
  await waitFor(() => expect(screen.getByTestId('notices-unread')).toHaveTextContent('2'));
  const panel = await openPanel();
  expect(within(panel).getAllByTestId('notice')).toHaveLength(2);
  act(() => dispatchRealtime({ type: 'notification_remove', id: 5 }));
  await waitFor(() => expect(within(panel).getAllByTestId('notice')).toHaveLength(1));
  expect(screen.getByTestId('notices-unread')).toHaveTextContent('1');
  stop();
  expect(heard).toEqual([5, 5]);
});

it('a notice that arrives live while the first page is still loading does not leave the counter empty', async () => {
  // The first answer is held until the live notice came: SWR drops an answer that started before a mutate.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  api.on('GET', N, async () => {
    await held;
    return page([notice(1)], 1);
  }, page([notice(5), notice(1)], 2));
  renderIntl(<NoticesBell />);
  await waitFor(() => expect(api.callsTo('GET', N)).toHaveLength(1));
  act(() => dispatchRealtime({ type: 'notification_update', notice: notice(5) }));
  release();
  await waitFor(() => expect(screen.getByTestId('notices-unread')).toHaveTextContent('2'));
});

it('says when there is nothing new, and offers a retry when the list failed', async () => {
  api.on('GET', N, { status: 500, body: { errors: [{ code: 'server_error' }] } }, page([]));
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  renderIntl(<NoticesBell />);
  const panel = await openPanel();
  fireEvent.click(await within(panel).findByRole('button', { name: t.retry }));
  expect(await within(panel).findByTestId('notices-empty')).toHaveTextContent(t.empty);
  expect(screen.queryByTestId('notices-unread')).toBeNull();
});
