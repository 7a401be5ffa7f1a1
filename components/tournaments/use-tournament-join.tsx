'use client';

import { useCallback, useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { localizedPath, type Locale } from '@/lib/domain/locales';
import { isTournamentErrorCode, type TournamentDto } from '@/lib/domain/tournaments/tournaments';
import { JsonApiError } from '@/lib/client/json-api';
import { openModal } from '@/lib/client/modals/modal-requests';
import { showToast } from '@/lib/client/toasts/toast-store';
import { applyJoined, joinStep, missingOf, reloadTournaments, sendJoin } from '@/lib/client/tournaments/tournament-join';
import button from '@/components/ui/button.module.css';
import styles from './tournaments.module.css';

interface JoinInput {
  tournament: TournamentDto;
  /** The player's view of every tournament (to find the one they play in now). */
  others: readonly TournamentDto[];
  isPlayer: boolean;
  compoints: number | null;
  locale: Locale;
}

/**
 * The join button's flow (spec §4 "Tournament join", §8): a visitor goes to registration and comes
 * back; a paid seat checks the compoints first (the not-enough modal with the missing amount, a
 * link to get more and Back), then asks to confirm the purchase; leaving the tournament the player
 * plays in asks first; refusals open a modal titled by `tournament.errors.<code>`. After success
 * every tournament read reloads.
 */
export function useTournamentJoin() {
  const t = useTranslations('tournament.modal');
  const tErrors = useTranslations('tournament.errors');
  const router = useRouter();
  const [busy, setBusy] = useState(false);

  const notEnough = useCallback(
    (missing: number, locale: Locale) =>
      openModal({
        kind: 'custom',
        title: t('dont_have_currency_title'),
        render: (close) => (
          <div className={styles.modalBody} data-testid="tournament-not-enough">
            <p>{t('missing', { missing })}</p>
            <div className={styles.modalActions}>
              <Link href={localizedPath('/compoints', locale)} className={`${button.button} ${button.gold}`} onClick={close}>
                {t('get_more')}
              </Link>
              <button type="button" className={button.button} onClick={close}>
                {t('back')}
              </button>
            </div>
          </div>
        ),
      }),
    [t],
  );

  const errorTitle = useCallback(
    (code: string | undefined) => {
      // Every join refusal has its text (tests/unit/tournaments/tournament-error-texts.test.ts); any other code gets the general title.
      return isTournamentErrorCode(code) ? tErrors(code) : t('error_fallback');
    },
    [t, tErrors],
  );

  const send = useCallback(
    async (input: JoinInput, choose: boolean) => {
      setBusy(true);
      try {
        const joined = await sendJoin(input.tournament.slug, choose, input.locale);
        await applyJoined(joined, input.locale);
        showToast({ type: 'success', text: t('joined', { title: joined.title }) });
      } catch (error) {
        const missing = error instanceof JsonApiError ? missingOf(error) : null;
        if (error instanceof JsonApiError && error.code === 'insufficient_compoint_balance' && missing !== null) notEnough(missing, input.locale);
        else openModal({ kind: 'error', title: errorTitle(error instanceof JsonApiError ? error.code : undefined), body: t('error_body') });
        await reloadTournaments();
      } finally {
        setBusy(false);
      }
    },
    [errorTitle, notEnough, t],
  );

  const join = useCallback(
    (input: JoinInput) => {
      const { tournament } = input;
      const step = joinStep(tournament, { isPlayer: input.isPlayer, compoints: input.compoints, others: input.others, now: new Date() });
      switch (step.kind) {
        case 'register': {
          const back = localizedPath(`/tournaments/${tournament.slug}`, input.locale);
          router.push(`${localizedPath('/registration', input.locale)}?redirect=${encodeURIComponent(back)}`);
          return;
        }
        case 'none':
        case 'blocked':
          return;
        case 'not_enough':
          notEnough(step.missing, input.locale);
          return;
        case 'join': {
          const buy = () =>
            step.buy
              ? openModal({
                  kind: 'buy',
                  title: t('buy_title', { title: tournament.title, price: tournament.compointMembershipPrice ?? 0 }),
                  confirmTitle: t('buy'),
                  onConfirm: () => send(input, false),
                })
              : void send(input, step.choose);
          if (step.switchFrom) {
            openModal({
              kind: 'confirm',
              title: t('switch_title'),
              body: t('switch_body', { current: step.switchFrom.title, next: tournament.title }),
              confirmTitle: t('switch'),
              cancelTitle: t('cancel'),
              onConfirm: () => {
                buy();
              },
            });
          } else buy();
        }
      }
    },
    [notEnough, router, send, t],
  );

  return { join, busy };
}
