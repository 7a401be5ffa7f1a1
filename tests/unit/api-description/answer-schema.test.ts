import { z } from 'zod';
import { answerSchema } from '@/lib/platform/answer-schema';

interface Card {
  id: number;
  title: string;
  note: string | null;
  tags: string[];
  owner: { id: number; name: string };
  extra?: number;
}

const fields = {
  id: z.number().int(),
  title: z.string(),
  note: z.string().nullable(),
  tags: z.array(z.string()),
  owner: z.strictObject({ id: z.number().int(), name: z.string() }),
  extra: z.number().optional(),
};

describe('answerSchema ties a schema to its type', () => {
  it('takes a schema of the same shape and returns it unchanged', () => {
    const schema = z.strictObject(fields);
    expect(answerSchema<Card>()(schema)).toBe(schema);
  });

  it('refuses drift at compile time (each line below is a type error, checked by tsc)', () => {
    const { extra: _extra, ...withoutOptional } = fields;
    const { note: _note, ...withoutNote } = fields;
    const drifted = [
      // @ts-expect-error a field of the type the schema lacks
      answerSchema<Card>()(z.strictObject(withoutNote)),
      // @ts-expect-error an optional field of the type the schema lacks
      answerSchema<Card>()(z.strictObject(withoutOptional)),
      // @ts-expect-error a field the type lacks
      answerSchema<Card>()(z.strictObject({ ...fields, more: z.string() })),
      // @ts-expect-error a nested field the type lacks
      answerSchema<Card>()(z.strictObject({ ...fields, owner: z.strictObject({ id: z.number(), name: z.string(), age: z.number().optional() }) })),
      // @ts-expect-error null allowed where the type has none
      answerSchema<Card>()(z.strictObject({ ...fields, title: z.string().nullable() })),
      // @ts-expect-error a retyped field
      answerSchema<Card>()(z.strictObject({ ...fields, id: z.string() })),
    ];
    expect(drifted).toHaveLength(6);
  });
});
