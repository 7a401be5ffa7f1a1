'use client';

import { useSession } from '@/lib/client/session/session-store';
import type { BalanceDto, ProfileDto } from '@/lib/domain/accounts/account-types';

export interface PlayerData {
  profile: ProfileDto;
  balance: BalanceDto | null;
}

/** The logged-in player's data, or null (still unknown, or a guest: the frame shows that instead). */
export function usePlayer(): PlayerData | null {
  const session = useSession();
  return session.status === 'player' ? { profile: session.profile, balance: session.balance } : null;
}
