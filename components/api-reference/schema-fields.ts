import type { JsonSchema, JsonValue } from '@croupier/platform/api-description/json-schema';

/** One row of a body's or parameter's description: a (dotted) name, whether it is required, and its rule in words. */
export interface SchemaField {
  name: string;
  required: boolean;
  rule: string;
}

function isSchema(value: JsonValue | undefined): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function alternatives(schema: JsonSchema): JsonSchema[] | null {
  const list = schema.oneOf ?? schema.anyOf;
  return Array.isArray(list) ? list.filter(isSchema) : null;
}

const shown = (value: JsonValue): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * A schema's rule in one line, for the readable reference: its type and the limits JSON Schema
 * states (enum, pattern, lengths, bounds, default). The page shows what the document holds.
 */
export function ruleOf(schema: JsonSchema): string {
  const fallback = schema.default === undefined ? '' : `, default ${shown(schema.default)}`;
  const choices = alternatives(schema);
  if (choices) return choices.map(ruleOf).join(' | ') + fallback;
  if (schema.const !== undefined) return shown(schema.const);
  if (Array.isArray(schema.enum)) return schema.enum.map(shown).join(' | ') + fallback;
  const type = Array.isArray(schema.type) ? schema.type.join(' | ') : typeof schema.type === 'string' ? schema.type : 'any';
  const parts = [type === 'array' && isSchema(schema.items) ? `array of ${ruleOf(schema.items)}` : type];
  const limits: [string, string][] = [
    ['minLength', 'length ≥'],
    ['maxLength', 'length ≤'],
    ['minimum', '≥'],
    ['exclusiveMinimum', '>'],
    ['maximum', '≤'],
    ['exclusiveMaximum', '<'],
    ['minItems', 'items ≥'],
    ['maxItems', 'items ≤'],
  ];
  for (const [key, label] of limits) if (typeof schema[key] === 'number') parts.push(`${label} ${schema[key]}`);
  if (typeof schema.format === 'string') parts.push(schema.format);
  else if (typeof schema.pattern === 'string') parts.push(`/${schema.pattern}/`);
  return parts.join(', ') + fallback;
}

/** The fields of an object schema, nested objects flattened to dotted names. */
export function fieldsOf(schema: JsonSchema, prefix = ''): SchemaField[] {
  const properties = isSchema(schema.properties) ? schema.properties : {};
  const required = Array.isArray(schema.required) ? schema.required : [];
  return Object.entries(properties).flatMap(([name, property]): SchemaField[] => {
    if (!isSchema(property)) return [];
    const field = { name: `${prefix}${name}`, required: required.includes(name) };
    if (isSchema(property.properties)) return [{ ...field, rule: 'object' }, ...fieldsOf(property, `${field.name}.`)];
    return [{ ...field, rule: ruleOf(property) }];
  });
}

/** A body's variants: one for a plain object, one per branch of a oneOf / anyOf of objects. */
export function bodyVariants(schema: JsonSchema): SchemaField[][] {
  const choices = alternatives(schema);
  if (choices && choices.every((choice) => isSchema(choice.properties))) return choices.map((choice) => fieldsOf(choice));
  return [fieldsOf(schema)];
}
