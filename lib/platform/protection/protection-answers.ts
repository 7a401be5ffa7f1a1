import 'server-only';
import { z } from 'zod';
import { DEPOSIT_LIMIT_PERIODS, REALITY_CHECK_MINUTES, type ExclusionDto, type PlaySummaryDto, type ProtectionDto } from '@/lib/domain/protection/protection';
import { answerSchema } from '@/lib/platform/answer-schema';

/** The answer schemas of the player protection calls, each tied to its DTO type (lib/domain/protection/protection.ts). Amounts: minor units. */

const int = () => z.number().int();

export const exclusionDtoSchema = answerSchema<ExclusionDto>()(
  z
    .strictObject({
      kind: z.enum(['time_out', 'self_exclusion']),
      until: z.string().nullable().describe('ISO 8601; null: permanent'),
      since: z.string().describe('ISO 8601'),
    })
    .meta({ id: 'ExclusionDto' }),
);

const realityCheckMinutes = z.literal(REALITY_CHECK_MINUTES);

export const protectionDtoSchema = answerSchema<ProtectionDto>()(
  z
    .strictObject({
      currency: z.string(),
      deposit_limits: z.array(
        z.strictObject({
          period: z.enum(DEPOSIT_LIMIT_PERIODS),
          amount: int().nullable().describe('the limit in force; null: none'),
          pending: z.strictObject({ amount: int().nullable().describe('null: a removal'), effective_at: z.string() }).nullable().describe('a waiting increase or removal'),
          used: int().describe('deposited in the rolling window so far'),
        }),
      ),
      reality_check_minutes: realityCheckMinutes.describe('0: off'),
      exclusion: exclusionDtoSchema.nullable(),
    })
    .meta({ id: 'ProtectionDto' }),
);

export const playSummaryDtoSchema = answerSchema<PlaySummaryDto>()(
  z.strictObject({ currency: z.string(), stakes: int(), wins: int(), net: int().describe('wins − stakes'), rounds: int() }),
);
