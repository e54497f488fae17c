import { DEFAULT_COLORS, DEFAULT_FEATURES, type FeatureFlags } from '@lp/shared/constants';
import { keyedMessage } from '@lp/shared/i18n/message-keys';
import {
  EMAIL_DOMAIN_MESSAGES,
  enabledFormatsOf,
  type FeatureFlag,
  isFeatureOn as isFlagOn,
  type SignupPolicy,
  TEAM_MESSAGES,
  type TeamBranding,
  type TeamUpdateBody,
  teamNameSchema,
} from '@lp/shared/teams';
import type { Db } from '../../db/client';
import type { TeamRow } from '../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { restageWallets } from '../gamification/ledger.service';
import { canManageTeams, canUpdateTeam } from './policy';
import {
  anyTeamExists,
  deleteTeamRow,
  findTeamById,
  findTeamByName,
  insertTeam,
  listTeams,
  updateTeamRow,
} from './repo';
import { newInviteCode } from './signup';

export { lockTeam, setTeamPlan } from './lookup.service';
export { findTeamById, findTeamByName } from './repo';

/**
 * Is a SPEC §9 flag on for this team? Every module that a flag switches (social, helpdesk,
 * medals, ...) asks here, so a flag is read one way everywhere.
 */
export const isFeatureOn = (team: Pick<TeamRow, 'features'>, flag: FeatureFlag) => isFlagOn(team, flag);

/** The reader types the team's creators may add. */
export const teamEnabledFormats = (team: Pick<TeamRow, 'enabledFormats'>) => enabledFormatsOf(team);

/** False only on a fresh database (the demo seed runs then). */
export const hasTeams = (db: Db) => anyTeamExists(db);

export interface CreateTeamInput {
  name: string;
  title?: string;
  languages?: string[];
  colors?: TeamRow['colors'];
  logo?: string | null;
  features?: Partial<Record<keyof FeatureFlags, boolean | undefined>>;
  /** Who may register into the team; new teams ask for their invite code. */
  signupPolicy?: SignupPolicy;
  /** The reader types creators may add; left out: SPEC §9's defaults. */
  enabledFormats?: string[];
}

/** Flags a body named (a strict schema's optional keys may carry undefined). */
const definedFlags = (flags: CreateTeamInput['features']): Record<string, boolean> =>
  Object.fromEntries(Object.entries(flags ?? {}).filter((e): e is [string, boolean] => e[1] !== undefined));

export async function createTeam(db: Db, input: CreateTeamInput): Promise<TeamRow> {
  const parsed = teamNameSchema.safeParse(input.name);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid team name');
  if (await findTeamByName(db, parsed.data)) throw conflict(keyedMessage('team.nameTaken', parsed.data));
  return insertTeam(db, {
    name: parsed.data,
    title: input.title?.trim() || parsed.data,
    colors: input.colors ?? { ...DEFAULT_COLORS },
    mainColor: input.colors?.main ?? DEFAULT_COLORS.main,
    textColor: input.colors?.primaryText ?? DEFAULT_COLORS.primaryText,
    logo: input.logo ?? null,
    languages: input.languages ?? ['en'],
    features: definedFlags(input.features),
    signupPolicy: input.signupPolicy ?? 'inviteCode',
    inviteCode: newInviteCode(),
    enabledFormats: input.enabledFormats ?? null,
  });
}

/** The team's flags: SPEC §9 defaults overlaid with what the team changed. */
export const teamFeatures = (team: Pick<TeamRow, 'features'>): FeatureFlags => ({
  ...DEFAULT_FEATURES,
  ...team.features,
});

export function toTeamBranding(team: TeamRow): TeamBranding {
  return {
    _id: team.id,
    name: team.name,
    title: team.title,
    colors: team.colors,
    logo: team.logo,
    image: team.image,
    repos: team.repos,
    cards: team.cards,
    textColor: team.textColor,
    mainColor: team.mainColor,
    languages: team.languages as TeamBranding['languages'],
    features: teamFeatures(team),
    enabledFormats: enabledFormatsOf(team),
    stageThresholds: team.stageThresholds,
    homeTags: team.homeTags,
    hiddenMenuItems: team.hiddenMenuItems,
    signupPolicy: team.signupPolicy,
    emailDomain: team.emailDomain,
  };
}

export interface Actor {
  teamId: string;
  license: { license_type: string; isManager: boolean };
}

export async function listAllTeams(db: Db, actor: Actor): Promise<TeamBranding[]> {
  if (!canManageTeams(actor)) throw forbidden();
  return (await listTeams(db)).map(toTeamBranding);
}

export async function updateTeam(db: Db, actor: Actor, teamId: string, changes: TeamUpdateBody) {
  // Another tenant's team answers 404, never revealing that it exists.
  if (!canUpdateTeam(actor, teamId)) {
    if (actor.teamId !== teamId) throw notFound();
    throw forbidden();
  }
  const current = await findTeamById(db, teamId);
  if (!current) throw notFound();
  const { features, ...rest } = changes;
  const next = {
    features: { ...current.features, ...definedFlags(features) },
    emailDomain: changes.emailDomain === undefined ? current.emailDomain : changes.emailDomain,
  };
  // SPEC §9 email-domain mode combines usernames with the company domain: it needs one.
  if (isFlagOn(next, 'emailDomainMode') && !next.emailDomain) {
    throw badRequest(EMAIL_DOMAIN_MESSAGES.domainRequired);
  }
  const row = await updateTeamRow(db, teamId, {
    ...rest,
    ...(features ? { features: { ...current.features, ...definedFlags(features) } } : {}),
  });
  if (!row) throw notFound();
  if (changes.stageThresholds !== undefined) await restageWallets(db, row);
  return toTeamBranding(row);
}

export async function deleteTeam(db: Db, actor: Actor, teamId: string): Promise<void> {
  if (!canManageTeams(actor)) throw actor.teamId === teamId ? forbidden() : notFound();
  if (actor.teamId === teamId) throw conflict(TEAM_MESSAGES.deleteOwnTeam);
  if (!(await deleteTeamRow(db, teamId))) throw notFound();
}
