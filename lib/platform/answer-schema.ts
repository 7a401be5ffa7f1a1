import 'server-only';
import { z } from 'zod';

/** Each assignable to the other. */
type Mutual<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
/** Every key of every member of a union. */
type KeysOf<T> = T extends unknown ? keyof T : never;
/** A key's value across a union's members that have it. */
type PropOf<T, K extends PropertyKey> = T extends unknown ? (K extends keyof T ? T[K] : never) : never;
type SameKeys<A, B> = [Exclude<KeysOf<A>, KeysOf<B>> | Exclude<KeysOf<B>, KeysOf<A>>] extends [never] ? true : false;
type Depth = [never, 0, 1, 2, 3, 4, 5, 6];

/**
 * Whether two types describe the same JSON: mutually assignable, with the same keys at every
 * level (mutual assignability alone lets an optional field on one side go unnoticed).
 */
export type SameShape<A, B, D extends number = 7> = [D] extends [never]
  ? true
  : Mutual<A, B> extends true
    ? Inner<NonNullable<A>, NonNullable<B>, Depth[D]>
    : false;

type Inner<A, B, D extends number> = [A] extends [readonly unknown[]]
  ? [B] extends [readonly unknown[]]
    ? SameShape<A[number], B[number], D>
    : false
  : [A] extends [object]
    ? SameKeys<A, B> extends true
      ? false extends { [K in KeysOf<A>]: SameShape<PropOf<A, K>, PropOf<B, K>, D> }[KeysOf<A>]
        ? false
        : true
      : false
    : true;

/**
 * An answer's schema tied to the type it describes: `answerSchema<PromotionDto>()(z.strictObject({ … }))`
 * compiles only while the schema's output and the DTO are the same shape, so a field added to,
 * dropped from or retyped in either is a compile error here. The DTO types stay in lib/domain
 * (the browser reads them); the schemas live server-side, beside the room's services, and never
 * reach a browser bundle.
 */
export function answerSchema<T>() {
  return <S extends z.ZodType>(schema: S & (SameShape<z.output<S>, T> extends true ? unknown : { 'the schema and its type differ': T })): S => schema;
}

/** The answer `{ data: … }` most calls give. */
export function dataAnswer<S extends z.ZodType>(schema: S) {
  return z.strictObject({ data: schema });
}

/** The answer `{ data: { data: [...] } }` of the lists the spec reads as data.data. */
export function listAnswer<S extends z.ZodType>(item: S) {
  return z.strictObject({ data: z.strictObject({ data: z.array(item) }) });
}
