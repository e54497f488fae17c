import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

/**
 * A fingerprint of every row of every table, to prove that a refused request changed nothing.
 * One query: per table, the md5 of its rows as text in a stable order.
 */
export type Digest = Map<string, string>;

/** Both drivers (PGlite, node-postgres) answer `execute` with `{ rows }`. */
async function rows<T>(app: FastifyInstance, query: ReturnType<typeof sql.raw>): Promise<T[]> {
  const res = (await app.db.execute(query)) as unknown as { rows: T[] };
  return res.rows;
}

const tableLists = new WeakMap<FastifyInstance, string[]>();

async function tableNames(app: FastifyInstance): Promise<string[]> {
  const known = tableLists.get(app);
  if (known) return known;
  const names = (
    await rows<{ name: string }>(
      app,
      sql.raw(`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`),
    )
  ).map((r) => r.name);
  tableLists.set(app, names);
  return names;
}

export async function databaseDigest(app: FastifyInstance): Promise<Digest> {
  const names = await tableNames(app);
  const query = names
    .map(
      (name) =>
        `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t`,
    )
    .join(' union all ');
  return new Map(
    (await rows<{ name: string; hash: string }>(app, sql.raw(query))).map((r) => [r.name, r.hash]),
  );
}

/**
 * The same, over only the rows whose text mentions one of `ids` (a team id catches all of that
 * team's rows; an object id, every row that refers to the object).
 */
export async function digestMentioning(
  app: FastifyInstance,
  ids: string[],
  options: { except?: string[] } = {},
): Promise<Digest> {
  const names = (await tableNames(app)).filter((name) => !options.except?.includes(name));
  const pattern = ids.map((id) => id.replace(/[^0-9a-f-]/gi, '')).join('|');
  const query = names
    .map(
      (name) =>
        `select '${name}' as name, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as hash from "${name}" t where t::text ~ '${pattern}'`,
    )
    .join(' union all ');
  return new Map(
    (await rows<{ name: string; hash: string }>(app, sql.raw(query))).map((r) => [r.name, r.hash]),
  );
}

/** The tables whose rows differ between two digests. */
export function diffDigests(before: Digest, after: Digest): string[] {
  return [...after.keys()].filter((name) => before.get(name) !== after.get(name));
}
