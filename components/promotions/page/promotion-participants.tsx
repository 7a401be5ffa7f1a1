'use client';

import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { mutate } from 'swr';
import { PROMO_COINS } from '@/lib/domain/money';
import type { PromotionParticipantDto, UserPromotionDataDto } from '@/lib/domain/promotions/promotion-dtos';
import type { ParticipantSortField } from '@/lib/domain/promotions/promotion-calls';
import { PROMO_LIMITS, wholePoints, type MembersDataRefusal } from '@/lib/domain/promotions/promotions';
import { DEFAULT_PARTICIPANTS_QUERY, isParticipantsKey, SORT_FIELDS, statisticKey, useParticipants, type ParticipantsQueryState } from '@/lib/client/promotions/promotion-data';
import { giveHighFive, promoRefusal, refusalTextKey } from '@/lib/client/promotions/promotion-calls';
import { highFiveButton, pluralName, pointsText } from '@/lib/client/promotions/promotion-view-rules';
import button from '@/components/ui/button.module.css';
import type { PromotionViewContext } from './promotion-context';
import styles from './promotion-page.module.css';

const SEARCH_DELAY_MS = 300;

/** Which text (in `promo.table` and `promo.highFives`) tells the viewer why the members' data is not shown. */
export const MEMBERS_DATA_TEXT: Readonly<Record<MembersDataRefusal | 'loading', 'loading' | 'guest' | 'notMember' | 'inactive'>> = {
  loading: 'loading',
  unauthorized: 'guest',
  user_not_participate: 'notMember',
  action_is_inactive: 'inactive',
  action_not_allowed: 'inactive',
};

/** An open palm (the high-five); the button's text says it beside it from 508 px, its label always. */
function HandIcon() {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M18 11V6a2 2 0 0 0-4 0v5M14 10V4a2 2 0 0 0-4 0v6M10 10.5V6a2 2 0 0 0-4 0v8" />
      <path d="M18 8a2 2 0 1 1 4 0v6a8 8 0 0 1-8 8h-2c-2.8 0-4.5-.86-5.99-2.34l-3.6-3.6a2 2 0 0 1 2.83-2.82L7 15" />
    </svg>
  );
}

/**
 * The participants table (spec §7 GET …/participants; §9 ten a page), for a member of the running
 * promo only (spec §6; anyone else reads why instead): rank, login, points, paging,
 * sort by rank / points / login, search by login; the viewer's own row marked; a high-five button
 * on each other row for a logged-in member of an active promo with high-fives (spec §4, §6).
 * A refusal is told under the table in the player's language.
 */
export function PromotionParticipants({ ctx }: { ctx: PromotionViewContext }) {
  const t = useTranslations('promo');
  const { promo, locale, participant } = ctx;
  const [query, setQuery] = useState<ParticipantsQueryState>(DEFAULT_PARTICIPANTS_QUERY);
  const [search, setSearch] = useState('');
  const [sentTo, setSentTo] = useState<ReadonlySet<number>>(new Set());
  const [busyRow, setBusyRow] = useState<number | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const busy = useRef(false);
  const { page, loading, failed, reload } = useParticipants(promo.id, query, ctx.membersData === null);

  useEffect(() => {
    const q = search.trim();
    if (q === query.q) return undefined;
    const timer = setTimeout(() => setQuery((s) => ({ ...s, q, page: 1 })), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, query.q]);

  const pages = Math.max(1, Math.ceil((page?.totalItems ?? 0) / PROMO_LIMITS.participants));
  // Today's high-fives as the server knows them (kept across reloads) and those this page just gave.
  const sentToday = participant?.highFive.sentTodayTo;
  const marked = useMemo(() => new Set([...(sentToday ?? []), ...sentTo]), [sentToday, sentTo]);
  const hfCtx = { userId: ctx.userId, member: ctx.member, status: ctx.status, enabled: promo.isHighFiveEnabled, sentToday: participant?.highFive.sentToday ?? 0, sentTo: marked };
  const withHighFives = promo.isHighFiveEnabled && ctx.memberInfo;

  const highFive = async (row: PromotionParticipantDto) => {
    if (busy.current) return;
    busy.current = true;
    setBusyRow(row.userId);
    setRefusal(null);
    try {
      const answer = await giveHighFive(promo.id, row.userId);
      setSentTo((s) => new Set(s).add(row.userId));
      if (ctx.participantKey)
        void mutate<UserPromotionDataDto | null>(ctx.participantKey, (d) => (d ? { ...d, points: answer.points, highFive: { ...d.highFive, sentToday: answer.sentToday, sentTodayTo: [...d.highFive.sentTodayTo, row.userId], sent: d.highFive.sent + 1 } } : d), { revalidate: false });
      void mutate(isParticipantsKey(promo.id));
      void mutate(statisticKey(promo.id));
    } catch (error) {
      const refusal = promoRefusal(error);
      setRefusal(t(refusalTextKey(refusal)));
      if (refusal.code === 'high_five_per_user_limit_reached') setSentTo((s) => new Set(s).add(row.userId));
    } finally {
      busy.current = false;
      setBusyRow(null);
    }
  };

  if (ctx.membersData !== null)
    return (
      <section className={styles.section} aria-labelledby="promo-participants" data-testid="promo-participants">
        <h2 id="promo-participants" className={styles.sectionTitle}>
          {t('table.title')}
        </h2>
        <p className={ctx.membersData === 'loading' ? styles.muted : styles.empty} data-testid="promo-participants-closed" data-reason={ctx.membersData}>
          {t(`table.${MEMBERS_DATA_TEXT[ctx.membersData]}`)}
        </p>
      </section>
    );

  const sortBy = (field: ParticipantSortField) => setQuery((s) => ({ ...s, field, order: field === 'points' ? 'desc' : 'asc', page: 1 }));
  const rows = page?.items ?? [];
  const numberFormat = new Intl.NumberFormat(locale);

  return (
    <section className={styles.section} aria-labelledby="promo-participants" data-testid="promo-participants">
      <h2 id="promo-participants" className={styles.sectionTitle}>
        {t('table.title')}
      </h2>
      {promo.tableEntryPoints > 0 && <p className={styles.muted}>{t('table.entry', { points: pointsText(promo.tableEntryPoints * PROMO_COINS, promo.currency, locale) })}</p>}
      <div className={styles.tableTools}>
        <label className={styles.field}>
          <span className={styles.label}>{t('table.search')}</span>
          <input type="search" className={styles.input} value={search} onChange={(e) => setSearch(e.target.value)} maxLength={100} data-testid="promo-participants-search" />
        </label>
        <label className={styles.field}>
          <span className={styles.label}>{t('table.sortBy')}</span>
          <select className={styles.input} value={query.field} onChange={(e) => sortBy(e.target.value as ParticipantSortField)}>
            {SORT_FIELDS.map((f) => (
              <option key={f} value={f}>
                {t(`table.sort.${f}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {failed && !page ? (
        <p className={styles.empty} role="alert">
          {t('table.failed')}{' '}
          <button type="button" className={styles.linkButton} onClick={reload}>
            {t('player.retry')}
          </button>
        </p>
      ) : loading ? (
        <p className={styles.muted}>{t('table.loading')}</p>
      ) : rows.length === 0 ? (
        <p className={styles.empty}>{query.q ? t('table.noMatch') : t('table.empty')}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table} data-testid="promo-participants-table">
            <caption className={styles.caption}>{t('table.caption', { page: query.page, pages })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('table.rank')}</th>
                <th scope="col">{t('table.login')}</th>
                <th scope="col" className={styles.num}>
                  {t('table.points')}
                </th>
                {withHighFives && (
                  <th scope="col" className={styles.num}>
                    {t('table.highFive')}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => {
                const mine = row.userId === ctx.userId;
                const state = highFiveButton(row.userId, hfCtx);
                return (
                  <tr key={row.userId} className={mine ? styles.mine : undefined} data-its-me={mine || undefined} data-testid="promo-participant" data-user={row.username}>
                    <td className={styles.rank}>{row.rank}</td>
                    <td className={styles.name}>
                      {row.username}
                      {mine && <span className={styles.you}> ({t('table.you')})</span>}
                    </td>
                    <td className={styles.num}>
                      {/* The currency's name from 508 px; on a phone the column's heading says what the number is. */}
                      {numberFormat.format(wholePoints(row.points))}
                      <span className={styles.unit}> {pluralName(wholePoints(row.points), promo.currency.name, locale)}</span>
                    </td>
                    {withHighFives && (
                      <td className={styles.num}>
                        {state === 'available' ? (
                          <button
                            type="button"
                            className={`${button.button} ${button.small} ${styles.hfButton}`}
                            onClick={() => highFive(row)}
                            disabled={busyRow !== null}
                            aria-busy={busyRow === row.userId || undefined}
                            aria-label={t('table.highFiveTo', { name: row.username })}
                            data-testid="promo-high-five"
                          >
                            <HandIcon />
                            <span className={styles.hfText}>{t('table.highFive')}</span>
                          </button>
                        ) : state === 'sent' ? (
                          <span className={styles.memberMark} data-testid="promo-high-fived">
                            {t('table.highFived')}
                          </span>
                        ) : state === 'limited' ? (
                          <span className={styles.muted}>{t('table.limited')}</span>
                        ) : null}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {refusal && (
        <p className={styles.refusal} role="alert" data-testid="promo-high-five-error">
          {refusal}
        </p>
      )}
      {pages > 1 && (
        <nav className={styles.pager} aria-label={t('table.pages', { page: query.page, pages })}>
          <button type="button" className={`${button.button} ${button.small}`} onClick={() => setQuery((s) => ({ ...s, page: s.page - 1 }))} disabled={query.page <= 1}>
            {t('table.prev')}
          </button>
          <span className={styles.muted}>{t('table.pages', { page: query.page, pages })}</span>
          <button type="button" className={`${button.button} ${button.small}`} onClick={() => setQuery((s) => ({ ...s, page: s.page + 1 }))} disabled={query.page >= pages}>
            {t('table.next')}
          </button>
        </nav>
      )}
    </section>
  );
}
