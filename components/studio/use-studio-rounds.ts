'use client';

import { useCallback, useRef, useState } from 'react';
import { useLocale } from 'next-intl';
import type { StudioBalance, StudioRoundAnswer, StudioRoundBody, StudioSessionView } from '@/lib/domain/studio/studio-session';
import { postStudioRound } from './round-client';
import { newRoundId } from './round-id';

/** What the player asks for; the hook adds the run token and a round id. */
export type RoundRequest = Omit<StudioRoundBody, 'runToken' | 'roundId'>;

/** Why the last round did not play. `network` keeps the round so it can be resent as it was. */
export type RoundFailure = { kind: 'refused'; code: string } | { kind: 'network' };

/** States that end play on this page: another window took the session, or the token is unknown. */
export type BlockedReason = 'deactivated' | 'expired';

/**
 * Money movement held back from the display: the stake leaves the balance when the round
 * starts, the win arrives only when the game has shown it (settle()).
 */
type Hold = { bet: number } | { win: number } | null;

export interface StudioRounds {
  /** The balance as the server last reported it. */
  balance: StudioBalance;
  /** The balance to show: the server's, minus a stake in flight or a win not yet presented. */
  shownBalance: number;
  busy: boolean;
  failure: RoundFailure | null;
  blocked: BlockedReason | null;
  play(request: RoundRequest): Promise<StudioRoundAnswer | null>;
  /** Resends the round that failed on the network, with the same roundId (settled once). */
  retry(): Promise<StudioRoundAnswer | null>;
  /** The game has presented the last win: show the full balance. */
  settle(): void;
  dismissFailure(): void;
}

/** One game page's rounds: sends them, tracks the balance, and keeps the failed one for a retry. */
export function useStudioRounds(view: Pick<StudioSessionView, 'runToken' | 'balance' | 'active'>): StudioRounds {
  const locale = useLocale();
  const [balance, setBalance] = useState(view.balance);
  const [hold, setHold] = useState<Hold>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<RoundFailure | null>(null);
  const [blocked, setBlocked] = useState<BlockedReason | null>(view.active ? null : 'deactivated');
  const failedBody = useRef<StudioRoundBody | null>(null);
  const inFlight = useRef(false);

  const send = useCallback(
    async (body: StudioRoundBody): Promise<StudioRoundAnswer | null> => {
      if (inFlight.current) return null;
      inFlight.current = true;
      setBusy(true);
      setFailure(null);
      // A free round (giftspin) takes no stake from the balance.
      setHold({ bet: body.freeSpin ? 0 : body.bet });
      try {
        const reply = await postStudioRound(body, locale);
        if (reply.ok) {
          failedBody.current = null;
          setBalance(reply.answer.balance);
          setHold({ win: reply.answer.win });
          return reply.answer;
        }
        setHold(null);
        if (reply.retryable) {
          failedBody.current = body;
          setFailure({ kind: 'network' });
          return null;
        }
        failedBody.current = null;
        if (reply.balance) setBalance(reply.balance);
        if (reply.code === 'game_session_deactivated') setBlocked('deactivated');
        else if (reply.code === 'not_found') setBlocked('expired');
        else setFailure({ kind: 'refused', code: reply.code });
        return null;
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [locale],
  );

  const play = useCallback(
    (request: RoundRequest) => send({ ...request, runToken: view.runToken, roundId: newRoundId() }),
    [send, view.runToken],
  );

  const retry = useCallback(() => (failedBody.current ? send(failedBody.current) : Promise.resolve(null)), [send]);
  const settle = useCallback(() => setHold(null), []);
  const dismissFailure = useCallback(() => setFailure(null), []);

  const shownBalance = hold === null ? balance.amount : 'bet' in hold ? Math.max(0, balance.amount - hold.bet) : balance.amount - hold.win;
  return { balance, shownBalance, busy, failure, blocked, play, retry, settle, dismissFailure };
}
