import { act, fireEvent, screen } from '@testing-library/react';
import { formatMoney } from '@/lib/domain/money';
import { BalanceTab } from '@/components/profile/balance/balance-tab';
import { LevelsTab } from '@/components/profile/levels/levels-tab';
import { clearPlayerCache } from '@/lib/client/swr/player-cache';
import { MESSAGES, renderIntl } from '../forms/intl';
import { makeBalance, makeProfile, mockFetch, signIn, type FetchMock } from '../contacts/test-helpers';

const p = MESSAGES.ru.profile;
let api: FetchMock;

// Each test is a new page load: SWR's cache starts empty.
beforeEach(() => {
  clearPlayerCache();
  api = mockFetch();
});

describe('balance tab', () => {
  it('shows every balance of the session in the player currency and refreshes it', async () => {
    await signIn(api, makeProfile({ currency: 'EUR' }), makeBalance({ currency: 'EUR', balance: 123456, bonus: 5000, wagering: 25000, winback: 700, compoint_balance: 21, is_active_bonus: true }));
    renderIntl(<BalanceTab />);
    expect(screen.getByTestId('balance-main').textContent).toBe(formatMoney(123456, 'EUR', 'ru'));
    // textContent, not getByText: the formatted amounts hold no-break spaces, which the matchers normalize.
    const values = [...document.querySelectorAll('dd')].map((dd) => dd.textContent);
    expect(values).toEqual(expect.arrayContaining([5000, 25000, 700].map((minor) => formatMoney(minor, 'EUR', 'ru'))));
    expect(screen.getByText('21 компоинт')).toBeInTheDocument();
    expect(screen.getByText(p.balance.bonusActive)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: p.balance.deposit })).toHaveAttribute('href', '/cashbox');
    expect(screen.getByRole('link', { name: p.balance.withdraw })).toHaveAttribute('href', '/cashbox?tab=payout');

    api.on('GET', '/json-api/users/balance', { body: { data: makeBalance({ currency: 'EUR', balance: 999 }) } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: p.balance.refresh }));
    });
    expect(screen.getByTestId('balance-main').textContent).toBe(formatMoney(999, 'EUR', 'ru'));
    expect(screen.getByRole('status')).toHaveTextContent(p.balance.updated);
  });

  it('shows zeros, and says so when the balance could not be loaded', async () => {
    await signIn(api, makeProfile(), null);
    renderIntl(<BalanceTab />);
    expect(screen.getByText(p.balance.unavailable)).toBeInTheDocument();
    api.on('GET', '/json-api/users/balance', { body: { data: makeBalance() } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: p.balance.refresh }));
    });
    expect(screen.getByTestId('balance-main').textContent).toBe(formatMoney(0, 'RUB', 'ru'));
  });
});

describe('levels tab', () => {
  const levels = [
    { index: 2, name: 'Gambler', image: '/generated/levels/level-2.webp', pointsRequired: 100 },
    { index: 1, name: 'Rookie', image: '/generated/levels/level-1.webp', pointsRequired: 0 },
    { index: 3, name: 'High roller', image: '/generated/levels/level-3.webp', pointsRequired: 500 },
  ];

  it('shows the player level, the bonus level and every level with the current one marked', async () => {
    await signIn(api, makeProfile({ level: { index: 2, bonus_availability_level: 3 } }));
    api.on('GET', '/json-api/levels', { body: { data: levels } });
    api.on('GET', '/json-api/levels/user-level', { body: { data: { index: 2, experience: 260, next: { index: 3, pointsRequired: 500 }, progress: 40 } } });
    renderIntl(<LevelsTab />);
    const items = await screen.findAllByRole('listitem');
    expect(await screen.findByTestId('level-experience')).toHaveTextContent('Опыт: 260 из 500 очков до следующего уровня');
    expect(screen.getByRole('progressbar', { name: 'Опыт: 260 из 500 очков до следующего уровня' })).toHaveAttribute('aria-valuenow', '40');
    expect(items.map((li) => li.querySelector('span span')?.textContent)).toEqual(['Rookie', 'Gambler', 'High roller']);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(screen.getByTestId('current-level')).toHaveTextContent('Уровень 2 — «Gambler»');
    expect(screen.getByText('Следующий уровень — «High roller»: от 500 очков')).toBeInTheDocument();
    expect(screen.getByText(p.levels.bonusLocked)).toBeInTheDocument();
    expect(screen.getByText('Бонусы доступны с уровня 3.', { exact: false })).toBeInTheDocument();
  });

  it('offers a retry when the levels do not load', async () => {
    await signIn(api, makeProfile({ level: { index: 3, bonus_availability_level: 1 } }));
    api.on('GET', '/json-api/levels', { status: 500, body: {} }, { body: { data: levels } });
    api.on('GET', '/json-api/levels/user-level', { body: { data: { index: 3, experience: 900, next: null, progress: 100 } } });
    renderIntl(<LevelsTab />);
    expect(await screen.findByTestId('level-experience')).toHaveTextContent('Опыт: 900 очков — это высший уровень');
    expect(await screen.findByText(p.levels.loadFailed)).toBeInTheDocument();
    expect(screen.getByText(p.levels.bonusOpen)).toBeInTheDocument();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: p.levels.retry }));
    });
    expect(await screen.findAllByRole('listitem')).toHaveLength(3);
  });
});
