import type { LicenseType } from '@lp/shared/constants';
import type { FastifyInstance } from 'fastify';
import { makeArticle, makeCourse, makeProgram } from '../../test/content-factory';
import { makeTeam, makeUser } from '../../test/factories';
import { startSession } from '../auth/sessions';

export type Headers = Record<string, string>;

/** Request helpers and a team of every builder role, for the builder tests. */
export function builderKit(app: FastifyInstance) {
  const post = (url: string, headers: Headers, payload?: object) =>
    app.inject({ method: 'POST', url: `/api/v3/${url}`, headers, ...(payload ? { payload } : {}) });
  const get = (url: string, headers: Headers) => app.inject({ url: `/api/v3/${url}`, headers });

  async function member(
    teamId: string,
    license: LicenseType,
    options: { manager?: boolean; email?: string } = {},
  ) {
    const user = await makeUser(app, teamId, { license, ...options });
    // A session straight from the auth module: many sign-ins in a row would hit the rate limit.
    const { token } = await startSession(app.db, app.config.jwtSecret, { userId: user.id, teamId });
    return { user, headers: { 'access-token': token } };
  }

  /** A team with a super admin, an admin, two creators, a learner and a (learner) manager. */
  async function crew(features: Record<string, boolean> = {}) {
    const team = await makeTeam(app, features);
    return {
      team,
      superAdmin: await member(team.id, 'SuperAdmin'),
      admin: await member(team.id, 'Admin'),
      creator: await member(team.id, 'Creator'),
      otherCreator: await member(team.id, 'Creator'),
      learner: await member(team.id, 'Learner'),
      manager: await member(team.id, 'Learner', { manager: true }),
    };
  }

  /** A course (of topics of decks, see makeCourse) owned by the given user, unlaunched. */
  function ownedCourse(teamId: string, ownerId: string, options: Parameters<typeof makeCourse>[2] = {}) {
    return makeCourse(app, teamId, { published: false, ...options, ownerId });
  }

  const ownedProgram = (teamId: string, ownerId: string, courseIds: string[] = []) =>
    makeProgram(app, teamId, courseIds, false, ownerId);

  function ownedArticle(teamId: string, ownerId: string, options: Parameters<typeof makeArticle>[2] = {}) {
    return makeArticle(app, teamId, { ...options, ownerId });
  }

  return { post, get, member, crew, ownedCourse, ownedProgram, ownedArticle };
}
