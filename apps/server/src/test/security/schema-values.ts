import fc from 'fast-check';
import type { JsonSchema } from './openapi';

/**
 * Values for the request schemas of the OpenAPI document: one plain valid value (`sampleOf`, used
 * by the tenancy suite so a request reaches its authorization check), and fast-check arbitraries
 * of values that keep the schema's shape but carry hostile content, or break it (the fuzz suite).
 */

const SAMPLE_UUID = '4b0f8a52-3c1e-4d7a-9f6b-2e8c5a1d7e90';

/** Strings tried in turn for a `pattern` we know nothing about. */
const PATTERN_CANDIDATES = ['sample', 'abcd', 'a', '#000000', '1', '2026-01-01', 'https://example.com', 'up'];

const withNull = (schema: JsonSchema) => schema.nullable === true;

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'uuid') return SAMPLE_UUID;
  if (schema.format === 'date-time') return '2026-05-01T09:00:00.000Z';
  if (schema.format === 'uri') return 'https://example.com';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Number.POSITIVE_INFINITY;
  const fits = (s: string) =>
    s.length >= min && s.length <= max && (!schema.pattern || new RegExp(schema.pattern, 'u').test(s));
  const found = PATTERN_CANDIDATES.find(fits);
  if (found !== undefined) return found;
  return 'x'.repeat(Math.max(min, 1));
}

/** A plain valid value: required fields only, the first enum value, the lowest number allowed. */
export function sampleOf(schema: JsonSchema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleOf(schema.anyOf[0] ?? {});
  switch (schema.type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, Math.min(1, schema.maximum ?? 1));
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    case 'object': {
      // Required fields; with none (an update), the first field, so the body is not empty.
      const required = schema.required?.length
        ? schema.required
        : Object.keys(schema.properties ?? {}).slice(0, 1);
      return Object.fromEntries(required.map((key) => [key, sampleOf(schema.properties?.[key] ?? {})]));
    }
    default:
      return withNull(schema) ? null : {};
  }
}

/** Strings that have broken servers: control characters, odd unicode, injections, sizes. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u007f',
  'line\nbreak\ttab\rreturn',
  '\ud800',
  '\udfff\ud800',
  '\uffff\ufffe',
  '\u202eevil\u202c',
  '\u200b\u200d\ufeff',
  'Ω≈ç√∫˜µ≤≥÷',
  '田中さんにあげて下さい',
  'मराठी தமிழ் తెలుగు',
  '👩🏽‍🚀🏳️‍🌈',
  'Z̤͔ͧ̑̓ä͖̭̈̇lͮ̒ͫǫ̗̥',
  '-1',
  '0',
  'NaN',
  'Infinity',
  '1e309',
  '9'.repeat(40),
  'true',
  'null',
  'undefined',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '../../../../etc/passwd',
  '%00',
  '%',
  "' OR 1=1 --",
  '"; drop table users; --',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  'data:text/html,<b>x</b>',
  '//evil.example.com',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '4b0f8a52-3c1e-4d7a-9f6b-2e8c5a1d7e9',
  '0000-01-01T00:00:00Z',
  '275760-09-13T00:00:00.000Z',
  '2026-02-30T25:61:61Z',
] as const;

const hugeString = fc.constantFrom('x'.repeat(70_000), '\u0000'.repeat(5000), 'é'.repeat(40_000));

export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...HOSTILE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 1, arbitrary: hugeString },
);

/** Numbers at and beyond every boundary a schema or a database column may have. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -0,
    -1,
    1,
    0.5,
    -0.5,
    2 ** 31 - 1,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 - 1,
    2 ** 53 + 2,
    -(2 ** 53) + 1,
    1e308,
    -1e308,
    Number.MIN_VALUE,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value at all. */
export const anyJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: hostileString },
  { weight: 1, arbitrary: hostileNumber },
  {
    weight: 1,
    arbitrary: fc.constantFrom(null, true, [], {}, [[[[[[[[[[[]]]]]]]]]]], { __proto__: { admin: true } }),
  },
);

/** Values that keep the schema's shape while their content is as hostile as the types allow. */
export function shapedArb(schema: JsonSchema, ids: readonly string[], depth = 0): fc.Arbitrary<unknown> {
  const core = shapedCore(schema, ids, depth);
  return withNull(schema) ? fc.oneof({ weight: 4, arbitrary: core }, fc.constant(null)) : core;
}

function shapedCore(schema: JsonSchema, ids: readonly string[], depth: number): fc.Arbitrary<unknown> {
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (schema.anyOf) return fc.oneof(...schema.anyOf.map((s) => shapedArb(s, ids, depth + 1)));
  switch (schema.type) {
    case 'string':
      return shapedString(schema, ids);
    case 'integer':
      return fc.oneof(
        fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? 2 ** 53 - 1),
        fc.integer({
          min: Math.max(schema.minimum ?? -(2 ** 31), -(2 ** 31)),
          max: Math.min(schema.maximum ?? 2 ** 31, 2 ** 31),
        }),
        hostileNumber.map(Math.trunc),
      );
    case 'number':
      return fc.oneof(fc.constantFrom(schema.minimum ?? 0, schema.maximum ?? 1e308), hostileNumber);
    case 'boolean':
      return fc.boolean();
    case 'array': {
      if (depth > 4) return fc.constant([]);
      const max = Math.min(schema.maxItems ?? 5, 5);
      return fc.array(shapedArb(schema.items ?? {}, ids, depth + 1), {
        minLength: Math.min(schema.minItems ?? 0, max),
        maxLength: max,
      });
    }
    case 'object':
      return shapedObject(schema, ids, depth);
    default:
      return anyJson;
  }
}

function shapedString(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<string> {
  const max = schema.maxLength ?? 100_000;
  const fit = (s: string) => (s.length > max ? s.slice(0, max) : s);
  if (schema.format === 'uuid')
    return fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...ids) }, fc.uuid(), hostileString.map(fit));
  if (schema.format === 'date-time')
    return fc.oneof(
      fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
      fc.constantFrom('9999-12-31T23:59:59.999Z', '0001-01-01T00:00:00.000Z', '1970-01-01T00:00:00+14:00'),
      hostileString,
    );
  return fc.oneof(
    { weight: 2, arbitrary: fc.constant(sampleString(schema)) },
    { weight: 1, arbitrary: fc.constantFrom(...ids) },
    { weight: 6, arbitrary: hostileString.map(fit) },
    { weight: 1, arbitrary: hostileString },
  );
}

function shapedObject(schema: JsonSchema, ids: readonly string[], depth: number): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant({});
  const properties = Object.entries(schema.properties ?? {});
  const required = new Set(schema.required ?? []);
  const record = fc.record(
    Object.fromEntries(properties.map(([key, s]) => [key, shapedArb(s, ids, depth + 1)])),
    { requiredKeys: properties.map(([key]) => key).filter((key) => required.has(key)) },
  );
  if (properties.length > 0) return record;
  // A free-form object (content documents, records): random keys and values.
  return fc.dictionary(hostileString, anyJson, { maxKeys: 6 });
}

/** A value of the wrong shape for the schema: another type, a missing field, an extra one. */
export function brokenArb(schema: JsonSchema, ids: readonly string[]): fc.Arbitrary<unknown> {
  const shaped = shapedArb(schema, ids);
  const variants: fc.Arbitrary<unknown>[] = [anyJson];
  if (schema.type === 'object' && schema.properties) {
    const keys = Object.keys(schema.properties);
    variants.push(
      // One field given a value of any type.
      fc
        .tuple(shaped, fc.constantFrom(...(keys.length ? keys : ['x'])), anyJson)
        .map(([value, key, replacement]) => ({ ...(value as object), [key]: replacement })),
      // One required field missing.
      fc
        .tuple(shaped, fc.constantFrom(...(schema.required?.length ? schema.required : ['x'])))
        .map(([value, key]) => {
          const copy = { ...(value as Record<string, unknown>) };
          delete copy[key];
          return copy;
        }),
      // Unknown fields beside the known ones.
      fc
        .tuple(shaped, fc.dictionary(hostileString, anyJson, { maxKeys: 3 }))
        .map(([value, extra]) => ({ ...extra, ...(value as object) })),
    );
  }
  return fc.oneof(...variants);
}
