import fastJson from 'fast-json-stringify';
import type { FastifyInstance, FastifySerializerCompiler } from 'fastify';
import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = { [key: string]: unknown };

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The one value a branch's discriminator property allows (`const`, or `enum` of one value). */
function constantOf(schema: unknown): string | undefined {
  if (!isObject(schema)) return undefined;
  if (typeof schema.const === 'string') return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length === 1 && typeof schema.enum[0] === 'string')
    return schema.enum[0];
  return undefined;
}

/** The property every branch fixes to a value of its own, if there is one (a discriminated union). */
function discriminatorOf(branches: JsonSchema[]): string | undefined {
  const first = branches[0]?.properties;
  if (!isObject(first)) return undefined;
  return Object.keys(first).find((key) => {
    const values = branches.map((b) => (isObject(b.properties) ? constantOf(b.properties[key]) : undefined));
    return values.every((v) => v !== undefined) && new Set(values).size === values.length;
  });
}

/**
 * fast-json-stringify picks an `anyOf`/`oneOf` branch by validating the whole value against each
 * branch (ajv). A discriminated union becomes `if kind = x then ... else ...`, which checks only
 * the discriminator.
 */
function unionToConditions(branches: JsonSchema[], key: string): JsonSchema {
  const [branch, ...rest] = branches as [JsonSchema, ...JsonSchema[]];
  if (rest.length === 0) return branch;
  const value = constantOf((branch.properties as JsonSchema)[key]);
  // A JSON schema keyword, built from entries: an object literal with `then` would be a thenable.
  return Object.fromEntries([
    ['if', { type: 'object', properties: { [key]: { const: value } }, required: [key] }],
    ['then', branch],
    ['else', unionToConditions(rest, key)],
  ]);
}

function normalize(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(normalize);
  if (!isObject(schema)) return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) out[key] = normalize(value);
  for (const union of ['oneOf', 'anyOf'] as const) {
    const branches = out[union];
    if (!Array.isArray(branches)) continue;
    const key = discriminatorOf(branches as JsonSchema[]);
    if (!key) continue;
    delete out[union];
    Object.assign(out, unionToConditions(branches as JsonSchema[], key));
  }
  return out;
}

/** The response's JSON schema as fast-json-stringify reads it (OpenAPI 3.0 style `nullable`). */
export function serializerSchemaOf(schema: ZodType): JsonSchema {
  const json = z.toJSONSchema(schema, {
    target: 'openapi-3.0',
    io: 'output',
    unrepresentable: 'any',
    reused: 'inline',
  }) as JsonSchema;
  delete json.$schema;
  return normalize(json) as JsonSchema;
}

/**
 * A serializer compiler for the hot read routes: the response is written by fast-json-stringify
 * from the route's response schema instead of a Zod parse followed by JSON.stringify. Both drop
 * properties the schema does not declare and keep the schema's property order, so the bytes are
 * the same. Outside production (`check`) every response is also parsed by its Zod schema (a
 * response that breaks it is a 500, as with the Zod serializer) and the two outputs are compared,
 * so every test of these routes checks the contract and the equivalence.
 */
export function compiledSerializerCompiler({
  check,
}: {
  check: boolean;
}): FastifySerializerCompiler<ZodType> {
  return ({ schema, method, url }) => {
    const stringify = fastJson(serializerSchemaOf(schema), { compileValidators: true });
    if (!check) return (data) => stringify(data);
    return (data) => {
      const parsed = schema.safeParse(data);
      if (!parsed.success) throw new ResponseSerializationError(method, url, { cause: parsed.error });
      const fast = stringify(data);
      const expected = JSON.stringify(parsed.data);
      if (fast !== expected) {
        throw new Error(`compiled serializer of ${method} ${url} differs: ${fast} !== ${expected}`);
      }
      return fast;
    };
  };
}

/** Serializes every response of the routes registered in this plugin with the compiled serializer. */
export function useCompiledSerializer(app: FastifyInstance): void {
  app.setSerializerCompiler(compiledSerializerCompiler({ check: app.config.env !== 'production' }));
}
