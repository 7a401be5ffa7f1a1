import 'server-only';
import { z } from 'zod';
import { CHAT_PROVIDERS, CHAT_REGULAR_INFO, CHAT_VIP_INFO, type ChatVisitorDto } from '@/lib/domain/chat/chat';
import { answerSchema } from '@/lib/platform/answer-schema';

/** The answer schema of GET /json-api/chat/{provider}, tied to ChatVisitorDto (lib/domain/chat/chat.ts). */
export const chatVisitorDtoSchema = answerSchema<ChatVisitorDto>()(
  z
    .strictObject({
      provider: z.enum(CHAT_PROVIDERS),
      vip: z.boolean(),
      location: z.string().describe('the chat location: VIP players have their own'),
      fields: z.strictObject({ info: z.enum([CHAT_VIP_INFO, CHAT_REGULAR_INFO]) }),
      email: z.string().nullable(),
      custom1: z.string().describe('the player id'),
      custom2: z.string().describe('"<currency>, level <n>"'),
    })
    .meta({ id: 'ChatVisitorDto' }),
);
