import { TOURNAMENT_PRIVACY, type TournamentDto } from '@/lib/domain/tournaments/tournaments';

/** A tournament as the calls answer it, active around NOW, open and free unless told otherwise. */
export const NOW = new Date('2026-06-01T12:00:00Z');
const day = 86_400_000;

export function tournament(over: Partial<TournamentDto> = {}): TournamentDto {
  return {
    id: 1,
    slug: 'a',
    title: 'A',
    status: { title: 'active' },
    startAt: new Date(NOW.getTime() - day).toISOString(),
    endAt: new Date(NOW.getTime() + day).toISOString(),
    imageDefault: { url: '/a.webp' },
    description: '',
    rules: '',
    mechanic: { title: 'm', value: 1 },
    prizes: [],
    prizeDescription: '',
    prizeMoney: {},
    numberOfPrizes: 0,
    numberOfGames: 1,
    leaders: [],
    opponents: [],
    isChosen: false,
    isMember: false,
    isSeriesLeaderMember: false,
    wantParticipate: false,
    tournamentSeriesId: null,
    privacyType: TOURNAMENT_PRIVACY.open,
    compointMembershipPrice: null,
    maxMemberLimit: null,
    membersCount: 0,
    betRestriction: { min: 0, max: null },
    tournamentType: 'default',
    sortPriority: 0,
    levelRange: null,
    minDeposit: null,
    partnerOnly: false,
    isBlockedForUser: false,
    ...over,
  };
}
