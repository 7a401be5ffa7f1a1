import { dataAnswer } from '@croupier/platform/answer-schema';
import { chatVisitorDtoSchema } from '@croupier/platform/chat/chat-answers';
import { chatVisitor } from '@croupier/platform/chat/visitor';
import { handle } from '@croupier/platform/http';

export const dynamic = 'force-dynamic';

/** The webim widget's visitor record: `{ data: ChatVisitorDto }`; 404 `chat_unavailable` when webim is not the configured provider. */
export const GET = handle(async (_req, ctx) => ({ data: await chatVisitor(ctx.db, 'webim', ctx.user.id) }), {
  auth: 'required',
  cache: 'private',
  answer: dataAnswer(chatVisitorDtoSchema),
  summary: "The webim chat widget's visitor record",
  errors: { 404: ['chat_unavailable'] },
});
