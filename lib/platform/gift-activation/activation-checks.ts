import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Platform } from '@/lib/domain/catalog/catalog-query';
import type { GiftConditions } from '@/lib/domain/gifts/gifts';
import type { Executor } from '@/lib/platform/db/executor';
import { treasuryDeposits, userContacts } from '@/lib/platform/db/schema';
import { giftActivationError } from '@/lib/platform/gifts/errors';
import type { GiftRow } from '@/lib/platform/gifts/gift-dto';
import { amountFor, checkedTerms } from '@/lib/platform/gifts/gift-terms';
import { readPlayerWallet } from '@/lib/platform/wallet/balances';

/**
 * The spec §8 refusals that depend on the gift's conditions and the player's situation, checked
 * in the activation's transaction after the row is locked and its state judged
 * (gift-activation.ts). Each refusal is its own code.
 */

export interface ActivationPlayer {
  id: number;
  currency: string;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The row's conditions, read defensively (jsonb): unknown fields are ignored, a bad value refuses the gift. */
function conditionsOf(row: GiftRow): GiftConditions | null {
  if (!isRecord(row.conditions)) return {};
  const { contacts, device, minDeposits } = row.conditions;
  if (contacts !== undefined && contacts !== 'email' && contacts !== 'phone' && contacts !== 'both') return null;
  if (device !== undefined && device !== 'mobile' && device !== 'desktop') return null;
  if (minDeposits !== undefined && !(isRecord(minDeposits) && Object.values(minDeposits).every((v) => Number.isSafeInteger(v) && (v as number) >= 0))) return null;
  return { contacts, device, minDeposits: minDeposits as GiftConditions['minDeposits'] };
}

/** Spec §6, §8: device, verified contacts, deposits made. */
export async function checkConditions(tx: Executor, row: GiftRow, player: ActivationPlayer, platform: Platform): Promise<void> {
  const conditions = conditionsOf(row);
  if (!conditions) throw giftActivationError('invalid_user_gift');
  if (conditions.device && conditions.device !== platform) throw giftActivationError('wrong_device');
  if (conditions.contacts) await checkContacts(tx, player.id, conditions.contacts);
  if (conditions.minDeposits) {
    const required = amountFor(conditions.minDeposits, player.currency);
    // A condition that names no amount for the player's currency cannot be judged: support decides.
    if (required === null) throw giftActivationError('invalid_offer');
    if ((await paidDeposits(tx, player.id, player.currency)) < required) throw giftActivationError('deposit_restriction');
  }
}

/** The verified contact kinds the gift asks for and the player lacks decide the code. */
async function checkContacts(tx: Executor, userId: number, wanted: NonNullable<GiftConditions['contacts']>): Promise<void> {
  const rows = await tx
    .selectDistinct({ type: userContacts.type })
    .from(userContacts)
    .where(and(eq(userContacts.userId, userId), eq(userContacts.isVerified, true)));
  const verified = new Set(rows.map((r) => r.type));
  const needsEmail = (wanted === 'email' || wanted === 'both') && !verified.has('email');
  const needsPhone = (wanted === 'phone' || wanted === 'both') && !verified.has('phone');
  if (needsEmail && needsPhone) throw giftActivationError('email_and_phone_restriction');
  if (needsEmail) throw giftActivationError('email_restriction');
  if (needsPhone) throw giftActivationError('phone_restriction');
}

/** The sum of the player's paid deposits in `currency` (minor units). */
async function paidDeposits(tx: Executor, userId: number, currency: string): Promise<number> {
  const [row] = await tx
    .select({ total: sql<number>`coalesce(sum(${treasuryDeposits.amount}), 0)`.mapWith(Number) })
    .from(treasuryDeposits)
    .where(and(eq(treasuryDeposits.userId, userId), eq(treasuryDeposits.currency, currency), eq(treasuryDeposits.status, 'paid')));
  return row?.total ?? 0;
}

/**
 * The gifts that give bonus money (spec §8 has_bonus "wager the active bonus first"): cash paid
 * as bonus money, a deposit bonus, a bonus offer, a no-deposit prize. Real money, XP, compoints,
 * a group (its children are judged when each is activated), a custom gift never clash with a bonus.
 * Cashback and free spins are judged by their own effects.
 */
export function givesBonusMoney(row: GiftRow): boolean {
  if (row.type === 'cash') return checkedTerms(row, 'cash')?.to === 'bonus';
  return row.type === 'deposit_bonus' || row.type === 'bonus_offer' || row.type === 'nondeposit';
}

/**
 * has_bonus: a bonus-giving gift while the player holds bonus money or still owes wagering in
 * their currency (the balance's `is_active_bonus`): two bonuses never mix their requirements.
 * A free-round gift's own refusals (exists_active_giftspin, invalid_provider_response) are its
 * effect's (effects/free-rounds.ts), which runs next in the same transaction and checks them with
 * the player's row locked; checking them here as well read the same rows twice.
 */
export async function checkBonusRules(tx: Executor, row: GiftRow, player: ActivationPlayer): Promise<void> {
  if (givesBonusMoney(row)) {
    const wallet = await readPlayerWallet(tx, player.id);
    if (wallet && (wallet.balance.bonus > 0 || wallet.wagering > 0)) throw giftActivationError('has_bonus');
  }
}
