import type { FastifyInstance } from 'fastify';

/** The part of JSON Schema the zod → OpenAPI transform emits for request schemas. */
export interface JsonSchema {
  type?: 'string' | 'number' | 'integer' | 'boolean' | 'object' | 'array' | 'null';
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  default?: unknown;
}

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header';
  required: boolean;
  schema: JsonSchema;
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE' | 'PATCH';
  /** As the OpenAPI document writes it: /api/v3/courses/{id}/show */
  path: string;
  /** `POST /api/v3/courses/{id}/show`: how suites and their lists name a route. */
  key: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  body: { contentType: 'application/json' | 'multipart/form-data'; schema: JsonSchema } | null;
  /** A server-sent event stream: read with payloadAsStream, never awaited to its end. */
  streams: boolean;
}

interface OpenApiDocument {
  paths: Record<
    string,
    Record<
      string,
      {
        parameters?: Parameter[];
        requestBody?: { content: Record<string, { schema: JsonSchema }> };
        summary?: string;
      }
    >
  >;
}

/** Every operation of the app's own OpenAPI document (the one `/api/docs/json` serves). */
export async function listOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`/api/docs/json answered ${res.statusCode}`);
  const doc = res.json<OpenApiDocument>();
  const operations: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const parameters = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const contentType = Object.keys(content)[0] as 'application/json' | 'multipart/form-data' | undefined;
      const upper = method.toUpperCase() as Operation['method'];
      operations.push({
        method: upper,
        path,
        key: `${upper} ${path}`,
        pathParams: parameters.filter((p) => p.in === 'path'),
        queryParams: parameters.filter((p) => p.in === 'query'),
        body: contentType ? { contentType, schema: content[contentType]?.schema ?? {} } : null,
        streams: /\/stream$/.test(path),
      });
    }
  }
  return operations;
}

/** encodeURIComponent, except that lone surrogates (which it refuses) go out as their raw UTF-8 bytes. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return value.replace(/[^A-Za-z0-9_.~-]/g, (ch) =>
      Array.from(Buffer.from(ch, 'utf8'))
        .map((b) => `%${b.toString(16).toUpperCase().padStart(2, '0')}`)
        .join(''),
    );
  }
}

/** The URL of an operation with its path parameters filled in (each one URL-encoded). */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`no value for {${name}} in ${path}`);
    // The wildcard stands for a file path inside a package: its slashes stay.
    return name === '*' ? value.split('/').map(encode).join('/') : encode(value);
  });
}
