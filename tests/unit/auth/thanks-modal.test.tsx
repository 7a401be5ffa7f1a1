import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';
import { ThanksModal } from '@/components/auth/thanks-modal';
import { MESSAGES, renderIntl } from '../forms/intl';
import { makeProfile, mockFetch, signIn, type Answer, type FetchMock } from '../contacts/test-helpers';

const mockPush = jest.fn();
jest.mock('next/navigation', () => ({
  useRouter: () => ({ replace: jest.fn(), push: mockPush, back: jest.fn() }),
}));

const t = MESSAGES.ru.auth;
let api: FetchMock;

const DAY = 86_400_000;
function gift(id: number, overrides: Partial<GiftDto> = {}): GiftDto {
  return {
    id,
    title: `Gift ${id}`,
    type: 'deposit_bonus',
    state: 'received',
    reason: 'registration',
    expiredAt: new Date(Date.now() + 30 * DAY).toISOString(),
    percent: 100,
    restrictions: { depositLimits: [{ currency: 'RUB', limit: 30_000_000 }] },
    restrictionsState: { depositProgress: 0 },
    cashboxSelected: false,
    terms: { type: 'deposit_bonus', percent: 100, maxDeposits: 5, wager: 20 },
    conditions: {},
    activatedAt: null,
    usedAt: null,
    spinsLeft: null,
    ...overrides,
  };
}

const profile = makeProfile({ first_auth: true, currency: 'RUB' });

beforeEach(async () => {
  mockPush.mockReset();
  api = mockFetch();
  await signIn(api, profile);
  api.on('POST', '/json-api/users/first-auth/seen', { body: { success: true } });
  api.on('POST', '/json-api/user-gifts/cashbox-select', { body: { data: { data: [] } } });
});

// Busy, the button's name also carries the hidden "sending" text.
const getBonusButton = () => screen.getByRole('button', { name: (name) => name.startsWith(t.getBonus) });

describe('thanks-after-registration modal', () => {
  it('get bonus: selects the first cashbox gift of the player currency, then opens the cashbox', async () => {
    const order: string[] = [];
    api.on('GET', '/json-api/user-gifts', () => {
      order.push('gifts');
      return {
        body: {
          data: {
            data: [
              gift(9, { state: 'used' }),
              gift(8, { restrictions: { depositLimits: [{ currency: 'EUR', limit: 300_000 }] } }),
              gift(7, { restrictionsState: { depositProgress: 30_000_000 } }),
              gift(6),
              gift(5),
            ],
          },
        },
      };
    });
    api.on('POST', '/json-api/user-gifts/cashbox-select', (call) => {
      order.push(`select ${JSON.stringify(call.body)}`);
      return { body: { data: { data: [] } } };
    });
    mockPush.mockImplementation(() => order.push('push'));
    renderIntl(<ThanksModal profile={profile} />);

    await act(async () => {
      fireEvent.click(getBonusButton());
    });

    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/cashbox'));
    expect(order).toEqual(['gifts', 'select {"user_gift_id":6}', 'push']);
    expect(api.callsTo('POST', '/json-api/users/first-auth/seen')).toHaveLength(1);
    expect(screen.queryByTestId('thanks-modal')).toBeNull();
  });

  it('is busy while it works and ignores a second click', async () => {
    let answerGifts!: (a: Answer) => void;
    api.on('GET', '/json-api/user-gifts', () => new Promise<Answer>((resolve) => (answerGifts = resolve)));
    renderIntl(<ThanksModal profile={profile} />);

    await act(async () => {
      fireEvent.click(getBonusButton());
    });
    expect(getBonusButton()).toHaveAttribute('aria-busy', 'true');
    await act(async () => {
      fireEvent.click(getBonusButton());
    });
    expect(api.callsTo('GET', '/json-api/user-gifts')).toHaveLength(1);

    await act(async () => answerGifts({ body: { data: { data: [gift(3)] } } }));
    await waitFor(() => expect(mockPush).toHaveBeenCalledTimes(1));
    expect(api.callsTo('POST', '/json-api/user-gifts/cashbox-select').map((c) => c.body)).toEqual([{ user_gift_id: 3 }]);
  });

  it('still opens the cashbox when the gifts cannot be loaded', async () => {
    api.on('GET', '/json-api/user-gifts', { status: 500, body: { errors: [{ code: 'server_error' }] } });
    renderIntl(<ThanksModal profile={profile} />);
    await act(async () => {
      fireEvent.click(getBonusButton());
    });
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/cashbox'));
    expect(api.callsTo('POST', '/json-api/user-gifts/cashbox-select')).toHaveLength(0);
  });

  it('still opens the cashbox when the select call fails, or when there is no cashbox gift', async () => {
    api.on('GET', '/json-api/user-gifts', { body: { data: { data: [gift(4)] } } }, { body: { data: { data: [gift(2, { state: 'expired' })] } } });
    api.on('POST', '/json-api/user-gifts/cashbox-select', { status: 400, body: { errors: [{ code: 'gift_not_available' }] } });
    const first = renderIntl(<ThanksModal profile={profile} />);
    await act(async () => {
      fireEvent.click(getBonusButton());
    });
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/cashbox'));
    expect(api.callsTo('POST', '/json-api/user-gifts/cashbox-select').map((c) => c.body)).toEqual([{ user_gift_id: 4 }]);
    first.unmount();

    renderIntl(<ThanksModal profile={profile} />);
    await act(async () => {
      fireEvent.click(getBonusButton());
    });
    await waitFor(() => expect(mockPush).toHaveBeenCalledTimes(2));
    expect(mockPush).toHaveBeenLastCalledWith('/cashbox');
    // No cashbox gift: nothing to select.
    expect(api.callsTo('POST', '/json-api/user-gifts/cashbox-select')).toHaveLength(1);
  });

  it('closing while the bonus is being picked does not open the cashbox afterwards', async () => {
    let answerGifts!: (a: Answer) => void;
    api.on('GET', '/json-api/user-gifts', () => new Promise<Answer>((resolve) => (answerGifts = resolve)));
    renderIntl(<ThanksModal profile={profile} />);
    await act(async () => {
      fireEvent.click(getBonusButton());
    });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.close }));
    });
    await act(async () => answerGifts({ body: { data: { data: [gift(3)] } } }));
    await waitFor(() => expect(api.callsTo('POST', '/json-api/user-gifts/cashbox-select')).toHaveLength(1));
    expect(mockPush).not.toHaveBeenCalled();
    expect(api.callsTo('POST', '/json-api/users/first-auth/seen')).toHaveLength(1);
  });

  it('details opens the welcome bonus page without touching gifts', async () => {
    renderIntl(<ThanksModal profile={profile} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: t.details }));
    });
    await waitFor(() => expect(mockPush).toHaveBeenCalledWith('/welcome'));
    expect(api.callsTo('GET', '/json-api/user-gifts')).toHaveLength(0);
  });
});
