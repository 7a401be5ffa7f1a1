import 'server-only';

/**
 * How complex a JSON body may be, besides its size (MAX_BODY_BYTES in body.ts): the deepest
 * nesting, and how many keys and values it holds. No form of this API comes near either (the
 * biggest, a batch of 20 client log records, counts about 1 100); a body past them is an attack
 * on the server's time, answered 400 `json_too_complex` before it is parsed.
 */
export const JSON_LIMITS = { depth: 32, values: 2000 } as const;

export type JsonLimits = { depth: number; values: number };

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_ARRAY = 0x5b;
const OPEN_OBJECT = 0x7b;
const CLOSE_ARRAY = 0x5d;
const CLOSE_OBJECT = 0x7d;
const COMMA = 0x2c;
const COLON = 0x3a;

/**
 * Whether the raw text nests deeper than `limits.depth` or holds more than `limits.values` keys
 * and values, read in one pass with two counters — no parse, no recursion, no allocation — so
 * its cost is linear in the (already size-limited) text whatever the text is. Each `{`, `[`, `,`
 * and `:` outside a string starts one more key or value, which bounds their number from above.
 * Strings are skipped with indexOf (a 48 MB document upload is one long string). The text need
 * not be valid JSON: JSON.parse, which runs only after this, refuses what is malformed.
 */
export function isTooComplex(text: string, limits: JsonLimits = JSON_LIMITS): boolean {
  let depth = 0;
  let values = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = closingQuote(text, i);
    } else if (c === OPEN_ARRAY || c === OPEN_OBJECT) {
      if (++depth > limits.depth || ++values > limits.values) return true;
    } else if (c === CLOSE_ARRAY || c === CLOSE_OBJECT) {
      depth--;
    } else if (c === COMMA || c === COLON) {
      if (++values > limits.values) return true;
    }
  }
  return false;
}

/** The index of the quote closing the string opened at `open` (the text's end when it never closes). */
function closingQuote(text: string, open: number): number {
  let at = open;
  for (;;) {
    at = text.indexOf('"', at + 1);
    if (at === -1) return text.length;
    // Escaped when preceded by an odd run of backslashes (`\"` is a quote, `\\"` ends the string).
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}

/** Where a value sits: its key and its parent's place (null at the root). */
type Place = { key: string; parent: Place } | null;

/**
 * The path ("a.list.1") of the first string, or key, holding a NUL, in document order:
 * PostgreSQL refuses NUL in text, so such a body could never be stored or looked up, whatever
 * its schema. Walked with an explicit stack rather than recursion, and each value's place kept
 * as a link to its parent's (the path is spelled only when found): the value is within
 * JSON_LIMITS by now, but the walk must not be what a deep value could overflow or slow down.
 */
export function fieldWithNul(root: unknown): string | null {
  const stack: { value: unknown; place: Place; badKey: boolean }[] = [{ value: root, place: null, badKey: false }];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const { value, place, badKey } = top;
    if (badKey || (typeof value === 'string' && value.includes('\u0000'))) return pathOf(place);
    if (typeof value !== 'object' || value === null) continue;
    // Pushed last to first, so the first entry is looked at first.
    for (const [key, item] of Object.entries(value).reverse()) {
      stack.push({ value: item, place: { key, parent: place }, badKey: key.includes('\u0000') });
    }
  }
  return null;
}

function pathOf(place: Place): string {
  const keys: string[] = [];
  for (let at = place; at; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}
