import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from './client';

type Step<Row> = { rows: Row[] } | { error: unknown };

let cursors = 0;

/**
 * The rows of `query` in chunks of `size`, read through a cursor in one transaction: the query
 * runs (and sorts) once. The next chunk is fetched while the consumer works on the current one
 * (so the database and the consumer overlap), and no further: at most two chunks are in memory.
 * Stopping early closes the cursor and its transaction.
 */
export async function* cursorChunks<Row>(db: Db, query: SQL, size: number): AsyncGenerator<Row[]> {
  const name = sql.raw(`chunks_${++cursors}`);
  let slot: Step<Row> | undefined;
  let stopped = false;
  let wakeConsumer: () => void = () => undefined;
  let wakeProducer: () => void = () => undefined;
  const producer = db.transaction(async (tx) => {
    // The export reads every row: plan for all of them (a cursor plans for the first 10%), and
    // sort the course in memory rather than in temporary files.
    await tx.execute(sql`set local cursor_tuple_fraction = 1`);
    await tx.execute(sql`set local work_mem = '32MB'`);
    await tx.execute(sql`declare ${name} no scroll cursor for ${query}`);
    for (;;) {
      const rows = await queryRows<Row>(tx, sql`fetch forward ${sql.raw(String(size))} from ${name}`);
      while (slot !== undefined && !stopped)
        await new Promise<void>((resolve) => {
          wakeProducer = resolve;
        });
      if (stopped) return;
      slot = { rows };
      wakeConsumer();
      if (rows.length < size) return;
    }
  });
  producer.catch((error: unknown) => {
    slot = { error };
    wakeConsumer();
  });
  let finished = false;
  try {
    for (;;) {
      while (slot === undefined)
        await new Promise<void>((resolve) => {
          wakeConsumer = resolve;
        });
      const step: Step<Row> = slot;
      slot = undefined;
      wakeProducer();
      if ('error' in step) throw step.error;
      if (step.rows.length > 0) yield step.rows;
      if (step.rows.length < size) break;
    }
    finished = true;
  } finally {
    if (!finished) {
      stopped = true;
      wakeProducer();
      await producer.catch(() => undefined);
    }
  }
  await producer;
}
