import type { Db } from '../../db/client';
import type { TeamRow } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { findTeamById, lockTeamRow, updateTeamRow } from './repo';

/**
 * The team calls that modules low in the import graph need (the plan limits, called while users
 * are created): this file imports nothing but the teams repo, so it closes no import circle.
 */
export { findTeamById };

/** Locks a team's row for the rest of the transaction (plan limits that must not overshoot). */
export const lockTeam = (db: Db, teamId: string) => lockTeamRow(db, teamId);

/** Stores a team's account plan (the billing module decides who may change what). */
export async function setTeamPlan(db: Db, teamId: string, plan: TeamRow['plan']): Promise<TeamRow> {
  const row = await updateTeamRow(db, teamId, { plan });
  if (!row) throw notFound();
  return row;
}
