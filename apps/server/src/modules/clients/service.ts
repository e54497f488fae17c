import {
  CLIENT_DASHBOARD_ACTIVE_DAYS,
  CLIENT_DASHBOARD_MESSAGES,
  CLIENT_DASHBOARD_TOP,
  type ClientDashboard,
} from '@lp/shared/clients';
import { subDays } from 'date-fns';
import type { Db } from '../../db/client';
import type { TeamRow } from '../../db/schema';
import { notFound } from '../../lib/http-errors';
import { teamFeatures } from '../teams/service';
import { dashboardFigures } from './repo';

/**
 * /clients/ekart/dashboard: the caller's own team's figures (active learners, completions, top
 * content, points leaders). It exists only while a team admin has the `clientDashboard` flag on.
 */
export async function clientDashboard(db: Db, team: TeamRow, now = new Date()): Promise<ClientDashboard> {
  if (!teamFeatures(team).clientDashboard) throw notFound(CLIENT_DASHBOARD_MESSAGES.off);
  const figures = await dashboardFigures(
    db,
    team.id,
    subDays(now, CLIENT_DASHBOARD_ACTIVE_DAYS),
    CLIENT_DASHBOARD_TOP,
  );
  return {
    team: { name: team.name, title: team.title, logo: team.logo },
    learners: figures.learners,
    activeLearners: figures.activeLearners,
    courseCompletions: figures.courseCompletions,
    itemCompletions: figures.itemCompletions,
    topContent: figures.topContent.map((c) => ({ _id: c.id, name: c.name, completions: c.completions })),
    pointsLeaders: figures.leaders.map((l) => ({
      _id: l.id,
      name: `${l.firstName} ${l.lastName}`.trim() || l.username,
      points: l.points,
    })),
  };
}
