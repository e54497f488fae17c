import { sql } from 'drizzle-orm';
import { buildStatement, type Db, runBuilt } from '../../db/client';
import { progress, wallets } from '../../db/schema';

export interface ViewRecord {
  kind: 'course' | 'program' | 'article';
  itemId: string;
  completed: boolean;
  updatedAt: Date;
}

/** Most records a feed looks at: the learner's latest activity is what counts. */
const MAX_RECORDS = 1000;

interface FeedStateRow {
  records: { scope: ViewRecord['kind']; itemId: string; completed: boolean; updatedAt: string }[] | null;
  stage: number | null;
}

/**
 * viewRecords and walletStage in one statement: the learner's latest course, program and article
 * records (newest first) and the stage of their wallet, if they have one. Built once.
 */
const FEED_STATE = buildStatement(
  'home_feed_state',
  sql`select
    (select json_agg(json_build_object('scope', r.scope, 'itemId', r.item_id, 'completed', r.completed, 'updatedAt', r.updated_at) order by r.updated_at desc, r.item_id desc)
       from (select ${progress.scope} as scope, ${progress.itemId} as item_id,
                    coalesce(${progress.record} -> 'completion' = 'true'::jsonb, false) as completed,
                    ${progress.updatedAt} as updated_at
               from ${progress}
               where ${progress.userId} = ${sql.placeholder('userId')} and ${progress.teamId} = ${sql.placeholder('teamId')}
                 and ${progress.scope} in ('course', 'program', 'article')
               order by ${progress.updatedAt} desc, ${progress.itemId} desc
               limit ${sql.raw(String(MAX_RECORDS))}) r) as records,
    (select ${wallets.stage} from ${wallets} where ${wallets.userId} = ${sql.placeholder('userId')} limit 1) as stage`,
);

export async function feedState(
  db: Db,
  owner: { teamId: string; userId: string },
): Promise<{ records: ViewRecord[]; walletStage: number | undefined }> {
  const [row] = await runBuilt<FeedStateRow>(db, FEED_STATE, owner);
  return {
    records: (row?.records ?? []).map((r) => ({
      kind: r.scope,
      itemId: r.itemId,
      completed: r.completed,
      updatedAt: new Date(r.updatedAt),
    })),
    walletStage: row?.stage ?? undefined,
  };
}
