import type { GiftDto } from '@/lib/domain/cashbox/cashbox-types';

/** A gift as GET /json-api/user-gifts lists it; tests change what they look at. */
export function gift(id: number, overrides: Partial<GiftDto> = {}): GiftDto {
  return {
    id,
    title: `Gift ${id}`,
    type: 'cash',
    state: 'received',
    reason: 'personal',
    expiredAt: '2099-01-01T00:00:00.000Z',
    percent: null,
    restrictions: { depositLimits: [] },
    restrictionsState: { depositProgress: 0 },
    cashboxSelected: false,
    terms: { type: 'cash', amounts: { RUB: 100_00, EUR: 1_00 }, to: 'bonus', wager: 10 },
    conditions: {},
    activatedAt: null,
    usedAt: null,
    spinsLeft: null,
    ...overrides,
  };
}
