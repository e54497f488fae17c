import { DEFAULT_COLORS, DEFAULT_FEATURES, type FeatureFlags } from '@lp/shared/constants';
import { type TeamBranding, teamNameSchema } from '@lp/shared/teams';
import type { Database } from '../../db/client';
import type { TeamRow } from '../../db/schema';
import { badRequest, conflict } from '../../lib/http-errors';
import { findTeamByName, insertTeam } from './repo';

export { findTeamById, findTeamByName } from './repo';

export interface CreateTeamInput {
  name: string;
  title?: string;
  languages?: string[];
  features?: Partial<FeatureFlags>;
}

export async function createTeam(db: Database, input: CreateTeamInput): Promise<TeamRow> {
  const parsed = teamNameSchema.safeParse(input.name);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid team name');
  if (await findTeamByName(db, parsed.data)) throw conflict(`A team named ${parsed.data} already exists`);
  return insertTeam(db, {
    name: parsed.data,
    title: input.title?.trim() || parsed.data,
    colors: { ...DEFAULT_COLORS },
    mainColor: DEFAULT_COLORS.main,
    textColor: DEFAULT_COLORS.primaryText,
    languages: input.languages ?? ['en'],
    features: input.features ?? {},
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
  };
}
