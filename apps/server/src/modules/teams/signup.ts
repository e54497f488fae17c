import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES } from '@lp/shared/auth';
import type { TeamSignup, TeamSignupUpdateBody } from '@lp/shared/teams';
import type { Database } from '../../db/client';
import type { TeamRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';
import { canUpdateTeam } from './policy';
import { findTeamById, updateTeamRow } from './repo';
import type { Actor } from './service';

// No 0/O or 1/I: codes are read aloud and typed from paper.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A fresh invite code such as `K7QM-2XHD-PW9C` (60 random bits). */
export function newInviteCode(): string {
  const chars = Array.from({ length: 12 }, () => CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]);
  return [0, 4, 8].map((start) => chars.slice(start, start + 4).join('')).join('-');
}

/** Case, spaces and dashes do not matter when a code is typed. */
const normalizeCode = (code: string) => code.toUpperCase().replace(/[^A-Z0-9]/g, '');
const digest = (code: string) => createHash('sha256').update(normalizeCode(code)).digest();

function codeMatches(expected: string | null, given: string | undefined): boolean {
  if (!expected || !given || normalizeCode(given) === '') return false;
  return timingSafeEqual(digest(expected), digest(given));
}

export const toTeamSignup = (team: TeamRow): TeamSignup => ({
  policy: team.signupPolicy,
  domains: team.signupDomains,
  inviteCode: team.inviteCode,
});

/**
 * What the team's sign-up policy makes of a registration: `join` at once, `confirmEmail` (an
 * address at one of its domains, to be proved by a mailed link), or a 403 saying why not.
 */
export function admissionFor(
  team: TeamRow,
  applicant: { email: string; inviteCode?: string | undefined },
): 'join' | 'confirmEmail' {
  switch (team.signupPolicy) {
    case 'open':
      return 'join';
    case 'inviteCode':
      if (!applicant.inviteCode?.trim()) throw forbidden(AUTH_MESSAGES.inviteCodeRequired);
      if (!codeMatches(team.inviteCode, applicant.inviteCode)) throw forbidden(AUTH_MESSAGES.inviteCodeWrong);
      return 'join';
    case 'emailDomain': {
      const domain = applicant.email.trim().toLowerCase().split('@').pop() ?? '';
      if (!team.signupDomains.includes(domain)) throw forbidden(AUTH_MESSAGES.signupEmailDomain);
      return 'confirmEmail';
    }
    default:
      throw forbidden(AUTH_MESSAGES.registrationClosed);
  }
}

/** The team the actor may design (SuperAdmin: any; Admin: their own); another team's is a 404. */
async function designableTeam(db: Database, actor: Actor, teamId: string): Promise<TeamRow> {
  if (!canUpdateTeam(actor, teamId)) throw actor.teamId === teamId ? forbidden() : notFound();
  const team = await findTeamById(db, teamId);
  if (!team) throw notFound();
  return team;
}

export async function teamSignup(db: Database, actor: Actor, teamId: string): Promise<TeamSignup> {
  return toTeamSignup(await designableTeam(db, actor, teamId));
}

export async function updateTeamSignup(
  db: Database,
  actor: Actor,
  teamId: string,
  body: TeamSignupUpdateBody,
): Promise<TeamSignup> {
  const team = await designableTeam(db, actor, teamId);
  const row = await updateTeamRow(db, team.id, {
    signupPolicy: body.policy,
    signupDomains: [...new Set(body.domains)],
    // Choosing invite codes for the first time needs a code to share.
    inviteCode: team.inviteCode ?? newInviteCode(),
  });
  if (!row) throw notFound();
  return toTeamSignup(row);
}

/** A new code; the old one stops working at once. */
export async function regenerateInviteCode(db: Database, actor: Actor, teamId: string): Promise<TeamSignup> {
  const team = await designableTeam(db, actor, teamId);
  const row = await updateTeamRow(db, team.id, { inviteCode: newInviteCode() });
  if (!row) throw notFound();
  return toTeamSignup(row);
}
