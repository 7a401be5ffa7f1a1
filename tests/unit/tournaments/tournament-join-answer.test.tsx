import { act, renderHook, waitFor } from '@testing-library/react';
import useSWR, { mutate } from 'swr';
import type { TournamentDto } from '@/lib/domain/tournaments/tournaments';
import { applyJoined } from '@/lib/client/tournaments/tournament-join';
import { TOURNAMENTS_PATH } from '@/lib/client/swr/api-keys';
import { tournament } from './tournament-test-data';

/**
 * After a join the page shows the player as a member even when the live table update the join
 * publishes lands while the reads reload: SWR drops an answer a later write overtook, so the page
 * takes the join's own answer rather than a reload of itself.
 */
const PAGE = [`${TOURNAMENTS_PATH}/a`, 'ru', 7] as const;
const GUEST = [`${TOURNAMENTS_PATH}/a`, 'ru', 'guest'] as const;
const before = tournament({ slug: 'a', isMember: false, isChosen: false, membersCount: 3 });
const joined = tournament({ slug: 'a', isMember: true, isChosen: true, membersCount: 4 });

it('the page takes the join’s answer, and a live table write right after keeps it a member', async () => {
  // Every later read of the page is slow (the reload a join used to ask for).
  let reads = 0;
  const fetcher = async (): Promise<TournamentDto> => {
    reads += 1;
    if (reads === 1) return before;
    await new Promise((resolve) => setTimeout(resolve, 50));
    return joined;
  };
  // SWR's global cache, as the site uses it (applyJoined writes through the global mutate).
  const view = renderHook(() => ({ page: useSWR<TournamentDto>(PAGE, fetcher, { dedupingInterval: 0 }).data, guest: useSWR<TournamentDto>(GUEST, async () => before).data }));
  await waitFor(() => expect(view.result.current.page?.isMember).toBe(false));
  await waitFor(() => expect(view.result.current.guest).toBeDefined());

  await act(async () => {
    const applying = applyJoined(joined, 'ru');
    // The live leaders update of the join, written into the page's entry at once.
    void mutate<TournamentDto>(PAGE, (t) => (t ? { ...t, leaders: [] } : t), { revalidate: false });
    await applying;
  });
  expect(view.result.current.page?.isMember).toBe(true);
  expect(view.result.current.page?.membersCount).toBe(4);
  // The guest's copy is not the player's to change.
  expect(view.result.current.guest?.isMember).toBe(false);
});
