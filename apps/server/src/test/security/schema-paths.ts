import type { JsonSchema } from './openapi';
import { sampleOf } from './schema-values';

/** Finding fields in request schemas by kind, and setting one inside an otherwise valid value. */

/** Paths (array items as index 0) of the fields whose schema and name pass `keep`. */
export function fieldPaths(
  schema: JsonSchema,
  keep: (field: JsonSchema, name: string) => boolean,
  path: (string | number)[] = [],
  name = '',
): (string | number)[][] {
  if (path.length > 0 && keep(schema, name)) return [path];
  const found: (string | number)[][] = [];
  if (schema.anyOf) for (const option of schema.anyOf) found.push(...fieldPaths(option, keep, path, name));
  if (schema.type === 'array' && schema.items)
    found.push(...fieldPaths(schema.items, keep, [...path, 0], name));
  for (const [key, property] of Object.entries(schema.properties ?? {}))
    found.push(...fieldPaths(property, keep, [...path, key], key));
  return found;
}

const IMAGE_FIELD = /^(image|logo|cover|coverImage|poster|picture|thumbnail)$/;

/** The text fields named like images (image, logo, cover...). */
export const imageFieldPaths = (schema: JsonSchema) =>
  fieldPaths(schema, (field, name) => IMAGE_FIELD.test(name) && field.type === 'string');

/** Every free text field (not an enum, not a file). */
export const textFieldPaths = (schema: JsonSchema) =>
  fieldPaths(schema, (field) => field.type === 'string' && !field.enum && field.format !== 'binary');

/** Every id field (format uuid). */
export const idFieldPaths = (schema: JsonSchema) => fieldPaths(schema, (field) => field.format === 'uuid');

/** Every integer field. */
export const integerFieldPaths = (schema: JsonSchema) =>
  fieldPaths(schema, (field) => field.type === 'integer');

/** A copy of `value` (valid for `schema`) with `replacement` at `path`, building what is missing on the way. */
export function withValueAt(
  schema: JsonSchema,
  value: unknown,
  path: (string | number)[],
  replacement: unknown,
): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const resolved = schema.anyOf?.find((s) => s.type === 'object' || s.type === 'array') ?? schema;
  if (typeof head === 'number') {
    const items = resolved.items ?? {};
    const list = Array.isArray(value) ? [...value] : [];
    list[head] = withValueAt(items, list[head] ?? sampleOf(items), rest, replacement);
    return list;
  }
  const property = resolved.properties?.[head] ?? {};
  const object = value && typeof value === 'object' ? { ...(value as Record<string, unknown>) } : {};
  object[head] = withValueAt(property, object[head] ?? sampleOf(property), rest, replacement);
  return object;
}
