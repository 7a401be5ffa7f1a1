import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { UserAchievementDto } from '@/lib/domain/achievements/achievements';
import { dispatchRealtime } from '@/lib/client/realtime/realtime-events';
import { clearPlayerCache } from '@/lib/client/swr/player-cache';
import { AchievementsTab } from '@/components/profile/achievements/achievements-tab';
import { NearestAchievements } from '@/components/profile/achievements/nearest-achievements';
import { CouponsTab } from '@/components/profile/coupons/coupons-tab';
import { MESSAGES, renderIntl } from '../forms/intl';
import { makeProfile, mockFetch, signIn, type FetchMock } from '../contacts/test-helpers';

const a = MESSAGES.ru.achievements;
const c = MESSAGES.ru.coupons;
let api: FetchMock;

beforeEach(() => {
  clearPlayerCache();
  api = mockFetch();
});

const achievement = (id: number, progress: number, overrides: Partial<UserAchievementDto> = {}): UserAchievementDto => ({
  id,
  actionId: `goal_${id}`,
  progress,
  isCompleted: progress === 100,
  title: `Цель ${id}`,
  description: `Описание ${id}`,
  image: `/generated/achievements/goal_${id}.webp`,
  reward: { title: `Подарок ${id}` },
  completedAt: progress === 100 ? '2026-11-20T10:00:00.000Z' : null,
  ...overrides,
});

describe('trophies tab', () => {
  it('lists every achievement with its progress bar and reward, marks completed ones, and follows achievement_progress live', async () => {
    await signIn(api, makeProfile());
    api.on('GET', '/json-api/user-achievements', { body: { data: { data: [achievement(1, 100), achievement(2, 40), achievement(3, 0)] } } });
    renderIntl(<AchievementsTab />);
    expect(await screen.findByRole('progressbar', { name: 'Цель 2' })).toHaveAttribute('aria-valuenow', '40');
    expect(screen.getByTestId('achievements-summary')).toHaveTextContent('Выполнено 1 из 3');
    expect(screen.getAllByText(a.completed)).toHaveLength(1);
    expect(screen.getByText('Награда: Подарок 3')).toBeInTheDocument();

    act(() => dispatchRealtime({ type: 'achievement_progress', achievementId: 2, progress: 100, isCompleted: true }));
    await waitFor(() => expect(screen.getByRole('progressbar', { name: 'Цель 2' })).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getAllByText(a.completed)).toHaveLength(2);
    // A malformed message changes nothing.
    act(() => dispatchRealtime({ type: 'achievement_progress', achievementId: 3, progress: 400, isCompleted: false }));
    expect(screen.getByRole('progressbar', { name: 'Цель 3' })).toHaveAttribute('aria-valuenow', '0');
    expect(api.callsTo('GET', '/json-api/user-achievements')).toHaveLength(1);
  });

  it('offers a retry when the list does not load', async () => {
    await signIn(api, makeProfile());
    api.on('GET', '/json-api/user-achievements', { status: 500, body: {} }, { body: { data: { data: [achievement(1, 10)] } } });
    renderIntl(<AchievementsTab />);
    expect(await screen.findByText(a.loadFailed)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: a.retry }));
    expect(await screen.findByRole('progressbar', { name: 'Цель 1' })).toBeInTheDocument();
  });
});

describe('nearest achievements on the profile', () => {
  it('shows those in progress, closest first, at most 6, with the way to the trophies', async () => {
    await signIn(api, makeProfile());
    const list = [achievement(1, 100), achievement(2, 10), achievement(3, 90), achievement(4, 0), ...[20, 30, 40, 50, 60].map((p, i) => achievement(5 + i, p))];
    api.on('GET', '/json-api/user-achievements', { body: { data: { data: list } } });
    renderIntl(<NearestAchievements />);
    const bars = await screen.findAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['90', '60', '50', '40', '30', '20']);
    expect(screen.getByRole('link', { name: a.allLink })).toHaveAttribute('href', '/profile/achievements');
  });

  it('invites to start when nothing is under way', async () => {
    await signIn(api, makeProfile());
    api.on('GET', '/json-api/user-achievements', { body: { data: { data: [achievement(1, 0), achievement(2, 100)] } } });
    renderIntl(<NearestAchievements />);
    expect(await screen.findByText(a.nearestEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});

describe('promo code tab', () => {
  const field = () => screen.getByRole('textbox', { name: c.label });
  const submit = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: c.submit }));
    });
  };

  it('redeems a code: says which gift it brought and leads to the gifts', async () => {
    await signIn(api, makeProfile());
    api.on('POST', '/json-api/coupon-codes/activate', { body: { data: { code: 'WELCOME2026', gift: { id: 7, type: 'cash', title: 'Бонус WELCOME2026' } } } });
    api.on('GET', '/json-api/user-gifts', { body: { data: { data: [] } } });
    renderIntl(<CouponsTab />);
    fireEvent.change(field(), { target: { value: 'welcome2026' } });
    await submit();
    expect(api.callsTo('POST', '/json-api/coupon-codes/activate')[0]!.body).toEqual({ code: 'welcome2026' });
    expect(await screen.findByTestId('promo-code-success')).toHaveTextContent('Промокод активирован: вы получили «Бонус WELCOME2026».');
    expect(screen.getByRole('link', { name: c.toGifts })).toHaveAttribute('href', '/profile/gifts');
    expect(field()).toHaveValue('');
  });

  it('writes each refusal under the field in the player language, and checks the format first', async () => {
    await signIn(api, makeProfile());
    api.on('POST', '/json-api/coupon-codes/activate', { status: 409, body: { errors: [{ code: 'coupon_used', field: 'code' }] } }, { status: 404, body: { errors: [{ code: 'coupon_not_found', field: 'code' }] } });
    renderIntl(<CouponsTab />);
    fireEvent.change(field(), { target: { value: 'WELCOME2026' } });
    await submit();
    expect(await screen.findByText(c.errors.coupon_used)).toBeInTheDocument();
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(field(), { target: { value: 'NOSUCH' } });
    expect(screen.queryByText(c.errors.coupon_used)).toBeNull();
    await submit();
    expect(await screen.findByText(c.errors.coupon_not_found)).toBeInTheDocument();

    fireEvent.change(field(), { target: { value: 'no spaces' } });
    fireEvent.blur(field());
    expect(await screen.findByText(MESSAGES.ru.validation.promoCode)).toBeInTheDocument();
    expect(api.callsTo('POST', '/json-api/coupon-codes/activate')).toHaveLength(2);
  });
});
