import type { JsonSchema, JsonValue } from '@croupier/platform/api-description/json-schema';

/** One row of a body's or parameter's description: a (dotted) name, whether it is required, and its rule in words. */
export interface SchemaField {
  name: string;
  required: boolean;
  rule: string;
  /** The named schema (`#/components/schemas/…`) the rule names, described once on the page. */
  ref?: string;
}

function isSchema(value: JsonValue | undefined): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function alternatives(schema: JsonSchema): JsonSchema[] | null {
  const list = schema.oneOf ?? schema.anyOf;
  return Array.isArray(list) ? list.filter(isSchema) : null;
}

const COMPONENT_PREFIX = '#/components/schemas/';

const shown = (value: JsonValue): string => (typeof value === 'string' ? value : JSON.stringify(value));

/**
 * A schema's rule in one line, for the readable reference: its type and the limits JSON Schema
 * states (enum, pattern, lengths, bounds, default). The page shows what the document holds.
 */
export function ruleOf(schema: JsonSchema): string {
  if (typeof schema.$ref === 'string') return schema.$ref.replace(COMPONENT_PREFIX, '');
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

/** Follows `#/components/schemas/…` references to the schema they name. */
export type Resolve = (schema: JsonSchema) => JsonSchema;

export function resolverOf(components: Readonly<Record<string, JsonSchema>>): Resolve {
  return (schema) => {
    let current = schema;
    for (let hops = 0; hops < 8 && typeof current.$ref === 'string'; hops += 1) current = components[current.$ref.replace(COMPONENT_PREFIX, '')] ?? {};
    return current;
  };
}

/** A schema that is one schema or null (zod's `.nullable()`): that schema, and whether null is allowed. */
function nonNull(schema: JsonSchema): { schema: JsonSchema; nullable: boolean } {
  const choices = alternatives(schema);
  if (!choices) return { schema, nullable: false };
  const others = choices.filter((choice) => choice.type !== 'null');
  return others.length === 1 && others[0] && others.length < choices.length ? { schema: others[0], nullable: true } : { schema, nullable: false };
}

/** The name of a schema that is a reference to a named one (`#/components/schemas/…`). */
function nameOf(schema: JsonSchema): string | null {
  return typeof schema.$ref === 'string' && schema.$ref.startsWith(COMPONENT_PREFIX) ? schema.$ref.slice(COMPONENT_PREFIX.length) : null;
}

/**
 * An answer's fields for the readable reference: nested objects and arrays of objects flattened
 * to dotted names (`prizes[].title`), at most `depth` levels down; a named schema (a DTO that
 * several answers share) is named, with its `ref`, not spelled out again: the page describes each
 * once (`namedSchemas`), which keeps a page of a hundred calls readable and small.
 */
export function answerFields(schema: JsonSchema, resolve: Resolve, prefix = '', depth = 3): SchemaField[] {
  const object = resolve(schema);
  const properties = isSchema(object.properties) ? object.properties : {};
  const required = Array.isArray(object.required) ? object.required : [];
  return Object.entries(properties).flatMap(([name, raw]): SchemaField[] => {
    if (!isSchema(raw)) return [];
    const { schema: property, nullable } = nonNull(raw);
    const field = { name: `${prefix}${name}`, required: required.includes(name) };
    const orNull = nullable ? ' | null' : '';
    const named = nameOf(property);
    if (named) return [{ ...field, rule: `${named}${orNull}`, ref: named }];
    const namedItems = isSchema(property.items) ? nameOf(property.items) : null;
    if (namedItems) return [{ ...field, rule: `array of ${namedItems}${orNull}`, ref: namedItems }];
    const items = isSchema(property.items) ? property.items : null;
    if (depth > 0 && isSchema(property.properties)) return [{ ...field, rule: `object${orNull}` }, ...answerFields(property, resolve, `${field.name}.`, depth - 1)];
    if (depth > 0 && items && isSchema(items.properties)) return [{ ...field, rule: `array of objects${orNull}` }, ...answerFields(items, resolve, `${field.name}[].`, depth - 1)];
    return [{ ...field, rule: `${ruleOf(property)}${orNull}` }];
  });
}

/** An answer's variants: one for an object, one per branch of a oneOf / anyOf of objects; none for an undescribed answer. */
export function answerVariants(schema: JsonSchema, resolve: Resolve): SchemaField[][] {
  const object = resolve(schema);
  const choices = alternatives(object)?.map(resolve);
  if (choices && choices.length > 0 && choices.every((choice) => isSchema(choice.properties))) return choices.map((choice) => answerFields(choice, resolve));
  return isSchema(object.properties) ? [answerFields(object, resolve)] : [];
}

/** The named schemas the page describes once, by name, each with its variants of fields. */
export function namedSchemas(components: Readonly<Record<string, JsonSchema>>, resolve: Resolve): { name: string; variants: SchemaField[][] }[] {
  return Object.keys(components)
    .sort()
    .map((name) => ({ name, variants: answerVariants(components[name] ?? {}, resolve) }))
    .filter((entry) => entry.variants.length > 0);
}
