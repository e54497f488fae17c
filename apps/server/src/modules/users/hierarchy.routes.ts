import { HIERARCHY_RELATIONS, hierarchyMemberSchema, setManagerBodySchema } from '@lp/shared/users/index';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden, notFound } from '../../lib/http-errors';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import type { AuthContext } from '../auth/sessions';
import { hierarchyOf, isAncestorOf, isTeamMember, setManager } from './hierarchy.service';
import { canManageUser } from './policy';
import { toUserResponse } from './service';

const errors = errorResponses(400, 403, 404, 409, 440);
const idParams = z.object({ id: z.uuid('Invalid id') });

const isTeamAdmin = (auth: AuthContext) =>
  canManageUser({ teamId: auth.user.teamId, ...toUserResponse(auth.user, auth.team) }, auth.user);

/** The reporting hierarchy: who a user reports to and who reports to them. */
export const hierarchyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/users/:id/hierarchy/:relation',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "A user's managers (ancestors), direct reports (children) or all reports (descendants)",
        description: 'Readable by the user, their managers and the team admins.',
        params: idParams.extend({ relation: z.enum(HIERARCHY_RELATIONS) }),
        response: { 200: z.object({ users: z.array(hierarchyMemberSchema) }), ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { id, relation } = request.params;
      const teamId = auth.user.teamId;
      if (!(await isTeamMember(app.db, teamId, id))) throw notFound();
      const allowed =
        id === auth.user.id || isTeamAdmin(auth) || (await isAncestorOf(app.db, teamId, auth.user.id, id));
      if (!allowed) throw forbidden();
      return { users: await hierarchyOf(app.db, teamId, id, relation) };
    },
  );

  app.put(
    '/api/v3/users/:id/hierarchy/manager',
    {
      onRequest: app.requireAbility('users.manage'),
      schema: {
        tags: ['users'],
        summary: "Set or clear a user's manager (Admin); refuses cycles",
        params: idParams,
        body: setManagerBodySchema,
        response: { 200: z.object({ managerId: z.string().nullable() }), ...errors },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const { managerId } = request.body;
      await app.db.transaction((tx) => setManager(tx, auth.user.teamId, request.params.id, managerId));
      return { managerId };
    },
  );
};
