import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from './client';

type Step<Row> = { rows: Row[] } | { error: unknown };

let cursors = 0;

/**
 * The rows of `query` in chunks of `size`, read through a cursor in one transaction: the query
 * runs (and sorts) once, and only one chunk is in memory at a time. The transaction waits for the
 * consumer between chunks; stopping early closes it.
 */
export async function* cursorChunks<Row>(db: Db, query: SQL, size: number): AsyncGenerator<Row[]> {
  const name = sql.raw(`chunks_${++cursors}`);
  let deliver: (step: Step<Row>) => void = () => undefined;
  let resume: (go: boolean) => void = () => undefined;
  const nextStep = () =>
    new Promise<Step<Row>>((resolve) => {
      deliver = resolve;
    });
  let pending = nextStep();
  const producer = db.transaction(async (tx) => {
    await tx.execute(sql`declare ${name} no scroll cursor for ${query}`);
    for (;;) {
      const rows = await queryRows<Row>(tx, sql`fetch forward ${sql.raw(String(size))} from ${name}`);
      const go = new Promise<boolean>((resolve) => {
        resume = resolve;
      });
      deliver({ rows });
      if (rows.length < size || !(await go)) return;
    }
  });
  producer.catch((error: unknown) => deliver({ error }));
  let finished = false;
  try {
    for (;;) {
      const step = await pending;
      if ('error' in step) throw step.error;
      if (step.rows.length > 0) yield step.rows;
      if (step.rows.length < size) break;
      pending = nextStep();
      resume(true);
    }
    finished = true;
  } finally {
    if (!finished) {
      resume(false);
      await producer.catch(() => undefined);
    }
  }
  await producer;
}
