import 'server-only';
import { z } from 'zod';

/** A JSON Schema (2020-12, OpenAPI 3.1's dialect) as plain data. */
export type JsonSchema = { [key: string]: JsonValue };
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/**
 * What a caller sends for a schema: zod's own JSON Schema of the input side (a `.transform()`
 * describes what it reads, not what the handler gets). Checks JSON Schema cannot say (a date
 * rule, a refinement) are left out rather than refused; `$defs` (only a recursive schema has
 * them) move into the document's components under `prefix`, so every `$ref` resolves there.
 */
export function inputSchema(schema: z.ZodType, prefix: string, components: Record<string, JsonSchema>): JsonSchema {
  return documentSchema(schema, 'input', prefix, components);
}

/**
 * What a call answers, from its answer schema (the output side). A part named with
 * `.meta({ id })` (a DTO several answers share) becomes one component of that name, shared by
 * every answer that holds it; a second, different schema under a name already taken is refused.
 */
export function outputSchema(schema: z.ZodType, prefix: string, components: Record<string, JsonSchema>): JsonSchema {
  return documentSchema(schema, 'output', prefix, components);
}

function documentSchema(schema: z.ZodType, io: 'input' | 'output', prefix: string, components: Record<string, JsonSchema>): JsonSchema {
  const raw = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  const { $schema: _dialect, $defs, ...rest } = raw;
  // An answer's named part is shared; zod names an unnamed recursive part `__schema<n>`, and that one (or any of a body or query) is the call's own.
  const componentName = (name: string) => (io === 'output' && !name.startsWith('__') ? name : `${prefix}_${name}`);
  const rename = (ref: string) => ref.replace(/^#\/\$defs\/(.*)$/, (_match, name: string) => `#/components/schemas/${componentName(name)}`);
  if ($defs && typeof $defs === 'object' && !Array.isArray($defs)) {
    for (const [name, def] of Object.entries($defs)) {
      if (!def || typeof def !== 'object' || Array.isArray(def)) continue;
      const component = rewriteRefs(def, rename) as JsonSchema;
      const key = componentName(name);
      const taken = components[key];
      if (taken && JSON.stringify(taken) !== JSON.stringify(component)) throw new Error(`two different schemas are named ${key}`);
      components[key] = component;
    }
  }
  return rewriteRefs(rest, rename) as JsonSchema;
}

function rewriteRefs(value: JsonValue, rename: (ref: string) => string): JsonValue {
  if (Array.isArray(value)) return value.map((item) => rewriteRefs(item, rename));
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, key === '$ref' && typeof item === 'string' ? rename(item) : rewriteRefs(item, rename)]));
}

/** A query schema's parameters: one per property of the object it reads, with its own schema. */
export function queryParameters(schema: JsonSchema): { name: string; required: boolean; schema: JsonSchema }[] {
  const properties = schema.properties;
  if (!properties || typeof properties !== 'object' || Array.isArray(properties)) return [];
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(properties).map(([name, property]) => ({
    name,
    required: required.includes(name),
    schema: property && typeof property === 'object' && !Array.isArray(property) ? property : {},
  }));
}
