import {
  DEFAULT_PLAN,
  PLAN_MESSAGES,
  type PlanUsage,
  type TeamAccount,
  type TeamPlan,
  type TeamPlanUpdateBody,
} from '@lp/shared/billing';
import { keyedMessage } from '@lp/shared/i18n/message-keys';
import { can, type LicenseHolder } from '@lp/shared/permissions';
import type { Db } from '../../db/client';
import type { TeamRow } from '../../db/schema';
import { type ErrorMessage, forbidden, HttpError, notFound } from '../../lib/http-errors';
import { findTeamById, lockTeam, setTeamPlan } from '../teams/lookup.service';
import * as repo from './plan.repo';

/** The team's plan: SPEC §3 fields, each defaulting to DEFAULT_PLAN. */
export const planOf = (team: Pick<TeamRow, 'plan'>): TeamPlan => ({ ...DEFAULT_PLAN, ...team.plan });

/** A limit the caller reached: 403 with the plan's message; the caller's transaction writes nothing. */
const limitReached = (message: ErrorMessage) => new HttpError(403, message);

export async function planUsage(db: Db, teamId: string): Promise<PlanUsage> {
  const [users, courses, spaceBytes, contentPieces] = await Promise.all([
    repo.countSeatUsers(db, teamId),
    repo.countCourses(db, teamId),
    repo.usedBytes(db, teamId),
    repo.countArticles(db, teamId),
  ]);
  return { users, courses, spaceBytes, contentPieces };
}

function assertSubscriptionRunning(plan: TeamPlan, now = new Date()) {
  if (plan.subscriptionEnd && Date.parse(plan.subscriptionEnd) <= now.getTime())
    throw limitReached(PLAN_MESSAGES.subscriptionEnded);
}

/**
 * Call inside the transaction that inserts the user: locks the team's row so concurrent creations
 * queue, then counts the seats taken. Guests (automatic accounts) take no seat.
 */
export async function assertSeatAvailable(tx: Db, teamId: string, adding = 1): Promise<void> {
  const team = await lockTeam(tx, teamId);
  if (!team) throw notFound();
  const { maxUsers } = planOf(team);
  if (maxUsers === null) return;
  if ((await repo.countSeatUsers(tx, teamId)) + adding > maxUsers)
    throw limitReached(keyedMessage('plan.maxUsers', maxUsers));
}

/**
 * Call inside the transaction that inserts the course, exam or contest: like seats, the team's row
 * is locked first so concurrent creations queue and cannot overshoot max courses.
 */
export async function assertCourseAllowed(tx: Db, team: Pick<TeamRow, 'id' | 'plan'>): Promise<void> {
  const plan = planOf((await lockTeam(tx, team.id)) ?? team);
  assertSubscriptionRunning(plan);
  if (plan.maxCourses !== null && (await repo.countCourses(tx, team.id)) >= plan.maxCourses)
    throw limitReached(keyedMessage('plan.maxCourses', plan.maxCourses));
}

/** Inside the transaction that inserts a standalone content item (an article of any format); locks like courses. */
export async function assertContentPieceAllowed(tx: Db, team: Pick<TeamRow, 'id' | 'plan'>): Promise<void> {
  const plan = planOf((await lockTeam(tx, team.id)) ?? team);
  assertSubscriptionRunning(plan);
  if (plan.contentPieces !== null && (await repo.countArticles(tx, team.id)) >= plan.contentPieces)
    throw limitReached(keyedMessage('plan.contentPieces', plan.contentPieces));
}

/** Before a deck (content inside a course) is created. */
export function assertContentAllowed(team: Pick<TeamRow, 'plan'>): void {
  assertSubscriptionRunning(planOf(team));
}

/** Before an upload of `bytes` is stored. */
export async function assertSpaceFor(db: Db, teamId: string, bytes: number): Promise<void> {
  const team = await findTeamById(db, teamId);
  if (!team) throw notFound();
  const plan = planOf(team);
  assertSubscriptionRunning(plan);
  if (plan.spaceLimitMb === null) return;
  if ((await repo.usedBytes(db, teamId)) + bytes > plan.spaceLimitMb * 1024 * 1024)
    throw limitReached(keyedMessage('plan.spaceLimit', plan.spaceLimitMb));
}

export interface PlanActor extends LicenseHolder {
  teamId: string;
}

/** SuperAdmins see every team's plan; an Admin their own; another team is 404. */
async function teamFor(db: Db, actor: PlanActor, teamId: string): Promise<TeamRow> {
  const superAdmin = can(actor, 'teams.manage');
  if (!superAdmin && actor.teamId !== teamId) throw notFound();
  if (!superAdmin && !can(actor, 'adminPanel.view')) throw forbidden();
  const team = await findTeamById(db, teamId);
  if (!team) throw notFound();
  return team;
}

export async function teamAccount(
  db: Db,
  actor: PlanActor,
  teamId: string,
  payments: { enabled: boolean; plans: { id: string; name: string }[] },
): Promise<TeamAccount> {
  const team = await teamFor(db, actor, teamId);
  return {
    teamId: team.id,
    plan: planOf(team),
    usage: await planUsage(db, team.id),
    paymentsEnabled: payments.enabled,
    checkoutPlans: payments.plans,
  };
}

const LIMITS = ['maxUsers', 'maxCourses', 'spaceLimitMb', 'contentPieces'] as const;

/** Is `next` the same limit as `current`, or a lower one (null = unlimited)? */
const isCap = (current: number | null, next: number | null) =>
  next === current || (next !== null && (current === null || next <= current));

/**
 * SuperAdmins change any field. A team's Admin may only cap their own plan (lower a limit or
 * set one where there was none): raising a limit, credits, the plan name or the subscription end
 * is the operator's call.
 */
export async function updatePlan(
  db: Db,
  actor: PlanActor,
  teamId: string,
  changes: TeamPlanUpdateBody,
): Promise<TeamPlan> {
  const team = await teamFor(db, actor, teamId);
  const current = planOf(team);
  if (!can(actor, 'teams.manage')) {
    for (const [key, value] of Object.entries(changes) as [keyof TeamPlan, unknown][]) {
      const capKey = LIMITS.find((limit) => limit === key);
      if (!capKey || !isCap(current[capKey], value as number | null))
        throw forbidden(PLAN_MESSAGES.superAdminOnly);
    }
  }
  const row = await setTeamPlan(db, team.id, { ...team.plan, ...changes });
  return planOf(row);
}

/** GET ai/getcredits: the AI credits left on the caller's team's plan. */
export async function aiCredits(db: Db, teamId: string) {
  const team = await findTeamById(db, teamId);
  if (!team) throw notFound();
  const plan = planOf(team);
  return { credits: plan.aiCredits, plan: plan.plan };
}
