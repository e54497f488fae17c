import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { multipartWithFile } from '../../modules/assets/test-helpers';
import type { SeededTeam } from './fixture';
import { encode, fillPath, type JsonSchema, type Operation } from './openapi';
import { resolvePathParams } from './route-ids';
import { integerFieldPaths, textFieldPaths, withValueAt } from './schema-paths';
import { anyJson, brokenArb, hostileString, sampleOf, shapedArb } from './schema-values';

/**
 * fast-check arbitraries of whole malformed requests for one operation of the OpenAPI document:
 * path parameters, query string, body and content type, sent with an admin's token of a seeded
 * team most of the time (so the request gets past authentication to the code under it).
 */

export interface FuzzRequest {
  /** What the report shows: method, URL and the body as sent (cut short). */
  label: string;
  options: InjectOptions;
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

const RAW_JSON = [
  '',
  '{',
  '{"a":',
  'nul',
  '[1,2',
  '"\\ud800"',
  '{"a":"\\u0000"}',
  '{"a":1}{"b":2}',
  '{"__proto__":{"admin":true}}',
  '{"constructor":{"prototype":{"admin":true}}}',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '1e999999',
  '{"a":NaN}',
  '-Infinity',
  '\uFEFF{}',
];

function paramArb(op: Operation, team: SeededTeam): fc.Arbitrary<Record<string, string>> {
  const resolved = resolvePathParams(op);
  return fc.record(
    Object.fromEntries(
      resolved.map((param) => {
        const schema = op.pathParams.find((p) => p.name === param.name)?.schema ?? {};
        const shaped = shapedArb(schema, team.idPool).map(asText);
        const good = param.value ? fc.constant(param.value(team)) : shaped;
        return [
          param.name,
          fc.oneof(
            { weight: 6, arbitrary: good },
            { weight: 2, arbitrary: shaped },
            { weight: 2, arbitrary: hostileString },
          ),
        ];
      }),
    ),
  );
}

function queryArb(op: Operation, team: SeededTeam): fc.Arbitrary<string> {
  const parts = op.queryParams.map((param) => {
    const value = fc.oneof(
      shapedArb(param.schema, team.idPool).map(asText),
      hostileString,
      fc.constantFrom('-1', 'NaN', '1e999', '0x10', ' 1', '1.5', '99999999999999999999', ''),
    );
    return fc.oneof(
      { weight: 3, arbitrary: fc.constant([] as string[]) },
      { weight: 4, arbitrary: value.map((v) => [`${param.name}=${encode(v)}`]) },
      // The same key twice: Fastify hands the handler an array.
      {
        weight: 1,
        arbitrary: fc.tuple(value, value).map((vs) => vs.map((v) => `${param.name}=${encode(v)}`)),
      },
    );
  });
  const extras = fc.oneof(
    { weight: 6, arbitrary: fc.constant([] as string[]) },
    {
      weight: 1,
      arbitrary: fc.constantFrom(['%zz=1'], ['a=%E0%A4%A'], ['%00=%00'], ['a[b][c]=1'], ['__proto__=1']),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(hostileString, hostileString).map(([k, v]) => [`${encode(k)}=${encode(v)}`]),
    },
  );
  return fc.tuple(fc.tuple(...parts), extras).map(([chosen, extra]) => {
    const all = [...chosen.flat(), ...extra];
    return all.length ? `?${all.join('&')}` : '';
  });
}

interface Body {
  payload?: string | Buffer;
  headers: Record<string, string>;
  shown: string;
}

const json = (value: unknown, contentType = 'application/json'): Body => {
  const text = JSON.stringify(value) ?? 'null';
  return { payload: text, headers: { 'content-type': contentType }, shown: text };
};

function multipartBody(schema: JsonSchema, team: SeededTeam): fc.Arbitrary<Body> {
  const fields = Object.entries(schema.properties ?? {}).filter(([, s]) => s.format !== 'binary');
  const file = fc.oneof(
    fc.constant(null),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ content: Buffer.from(bytes), filename: 'x.png' })),
    fc
      .tuple(hostileString, fc.constantFrom('image/png', 'application/zip', 'text/html', ''))
      .map(([name, type]) => ({ content: Buffer.from('%PDF-1.4'), filename: name, contentType: type })),
  );
  const values = fc.record(
    Object.fromEntries(fields.map(([name, s]) => [name, shapedArb(s, team.idPool).map(asText)])),
    { requiredKeys: [] },
  );
  return fc.tuple(values, file).map(([v, f]) => {
    const body = multipartWithFile(f, v as Record<string, string>);
    return {
      payload: body.payload,
      headers: body.headers,
      shown: `multipart ${JSON.stringify(v).slice(0, 200)}`,
    };
  });
}

function bodyArb(op: Operation, team: SeededTeam): fc.Arbitrary<Body | null> {
  const raw = fc.constantFrom(...RAW_JSON).map((text) => ({
    payload: text,
    headers: { 'content-type': 'application/json' },
    shown: text.slice(0, 200),
  }));
  const otherTypes = fc.oneof(
    anyJson.map((v) => json(v, 'text/plain')),
    fc.constant({
      payload: 'a=1&b=%00',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      shown: 'form',
    }),
    fc.constant({ payload: '<x/>', headers: { 'content-type': 'application/xml' }, shown: 'xml' }),
  );
  if (!op.body) {
    if (op.method === 'GET') return fc.constant(null);
    return fc.oneof(
      { weight: 4, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: anyJson.map((v) => json(v)) },
      raw,
    );
  }
  if (op.body.contentType === 'multipart/form-data') {
    return fc.oneof(
      { weight: 4, arbitrary: multipartBody(op.body.schema, team) },
      anyJson.map((v) => json(v)),
    );
  }
  return fc.oneof(
    { weight: 5, arbitrary: shapedArb(op.body.schema, team.idPool).map((v) => json(v)) },
    { weight: 3, arbitrary: brokenArb(op.body.schema, team.idPool).map((v) => json(v)) },
    { weight: 1, arbitrary: raw },
    { weight: 1, arbitrary: otherTypes },
    { weight: 1, arbitrary: fc.constant(null) },
  );
}

export type Credential = 'admin' | 'learner' | 'none' | 'garbage';

const credentialArb: fc.Arbitrary<Credential> = fc.oneof(
  { weight: 17, arbitrary: fc.constant('admin' as const) },
  { weight: 1, arbitrary: fc.constant('learner' as const) },
  { weight: 1, arbitrary: fc.constant('none' as const) },
  { weight: 1, arbitrary: fc.constant('garbage' as const) },
);

export function requestArb(
  op: Operation,
  team: SeededTeam,
  tokens: () => Record<'admin' | 'learner', string>,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      credential: credentialArb,
      garbage: hostileString,
      params: paramArb(op, team),
      query: queryArb(op, team),
      body: bodyArb(op, team),
    })
    .map(({ credential, garbage, params, query, body }) => {
      const url = fillPath(op.path, params) + query;
      const headers: Record<string, string> = { ...body?.headers };
      if (credential === 'admin' || credential === 'learner') headers['access-token'] = tokens()[credential];
      if (credential === 'garbage') headers['access-token'] = garbage;
      return {
        label: `${op.method} ${url} [${credential}] ${body?.shown.slice(0, 300) ?? ''}`,
        options: {
          method: op.method,
          url,
          headers,
          ...(body?.payload !== undefined ? { payload: body.payload } : {}),
        },
      };
    });
}

/**
 * Fixed probes each route gets besides the random ones, so the classes found once stay covered
 * whatever the seed: the plain valid request, an empty body, NUL in each text field (body, path,
 * query, multipart) and integers at zod's own ceiling (2^53 - 1, far past a PostgreSQL integer).
 */
export function edgeRequests(
  op: Operation,
  team: SeededTeam,
  tokens: () => Record<'admin' | 'learner', string>,
): FuzzRequest[] {
  const params = Object.fromEntries(
    resolvePathParams(op).map((p) => [
      p.name,
      p.value ? p.value(team) : asText(sampleOf(op.pathParams.find((q) => q.name === p.name)?.schema ?? {})),
    ]),
  );
  const headers = { 'access-token': tokens().admin };
  const probe = (label: string, values: Record<string, string>, body?: unknown, query = ''): FuzzRequest => {
    const url = fillPath(op.path, values) + query;
    const payload = body === undefined ? {} : { payload: JSON.stringify(body) };
    const contentType = body === undefined ? {} : { 'content-type': 'application/json' };
    return {
      label: `${op.method} ${url} [admin, ${label}] ${body === undefined ? '' : JSON.stringify(body).slice(0, 300)}`,
      options: { method: op.method, url, headers: { ...headers, ...contentType }, ...payload },
    };
  };
  const huge = Number.MAX_SAFE_INTEGER;
  const probes: FuzzRequest[] = [];
  const jsonBody = op.body?.contentType === 'application/json' ? op.body.schema : null;
  const sample = jsonBody ? sampleOf(jsonBody) : undefined;
  probes.push(probe('valid', params, sample));
  if (op.method !== 'GET') probes.push(probe('empty body', params, {}));
  if (jsonBody) {
    for (const path of textFieldPaths(jsonBody))
      probes.push(probe(`NUL in ${path.join('.')}`, params, withValueAt(jsonBody, sample, path, 'a\u0000b')));
    for (const path of integerFieldPaths(jsonBody))
      probes.push(probe(`huge ${path.join('.')}`, params, withValueAt(jsonBody, sample, path, huge)));
  }
  if (op.body?.contentType === 'multipart/form-data') {
    for (const path of textFieldPaths(op.body.schema)) {
      const form = multipartWithFile(
        { content: Buffer.from('%PDF-1.4'), filename: 'a.pdf' },
        { [path.join('.')]: 'a\u0000b' },
      );
      probes.push({
        label: `${op.method} ${op.path} [admin, NUL in multipart ${path.join('.')}]`,
        options: {
          method: op.method,
          url: fillPath(op.path, params),
          headers: { ...headers, ...form.headers },
          payload: form.payload,
        },
      });
    }
  }
  for (const name of Object.keys(params))
    probes.push(probe(`NUL in {${name}}`, { ...params, [name]: 'a\u0000b' }, sample));
  for (const param of op.queryParams)
    probes.push(probe(`NUL in ?${param.name}`, params, sample, `?${param.name}=a%00b`));
  for (const param of op.pathParams.filter((p) => p.schema.type === 'integer'))
    probes.push(probe(`huge {${param.name}}`, { ...params, [param.name]: String(huge) }, sample));
  for (const param of op.queryParams.filter((p) => p.schema.type === 'integer'))
    probes.push(probe(`huge ?${param.name}`, params, sample, `?${param.name}=${huge}`));
  return probes;
}
