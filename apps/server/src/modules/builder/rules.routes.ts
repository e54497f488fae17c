import {
  addEnrolmentRuleBodySchema,
  addEnrolmentRuleResponseSchema,
  enrolmentAddedResponseSchema,
  enrolmentRuleSchema,
} from '@lp/shared/content/enrolment';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { addRule, listRules, removeRule, runRule } from '../content/enrolment/rules.service';

const errors = errorResponses(400, 403, 404, 440);
const courseParams = z.object({ id: z.uuid('Invalid course id') });
const ruleParams = z.object({ criteriaId: z.uuid('Invalid rule id') });

/** Enrolment rules of a course (SPEC §7 "Courses and programs"). */
export const ruleRoutes: FastifyPluginAsyncZod = async (app) => {
  const builder = { onRequest: app.requireAbility('builder.view') };

  app.post(
    '/api/v3/courses/:id/rules/add',
    {
      ...builder,
      schema: {
        tags: ['builder'],
        summary: 'Add an enrolment rule to a course and run it once (Creator, Admin, SuperAdmin)',
        params: courseParams,
        body: addEnrolmentRuleBodySchema,
        response: { 201: addEnrolmentRuleResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const result = await addRule(app.db, authOf(request), {
        courseId: request.params.id,
        rule: request.body.rule,
      });
      return reply.status(201).send(result);
    },
  );

  app.get(
    '/api/v3/courses/:id/rules',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['builder'],
        summary: "A course's enrolment rules, oldest first (builder and managers)",
        params: courseParams,
        response: { 200: z.array(enrolmentRuleSchema), ...errors },
      },
    },
    async (request) => listRules(app.db, authOf(request), request.params.id),
  );

  app.post(
    '/api/v3/rules/:criteriaId/remove',
    {
      ...builder,
      schema: {
        tags: ['builder'],
        summary: 'Remove an enrolment rule; the learners it enrolled stay enrolled',
        params: ruleParams,
        response: { 200: z.object({ message: z.string() }), ...errors },
      },
    },
    async (request) => {
      await removeRule(app.db, authOf(request), request.params.criteriaId);
      return { message: 'Rule removed.' };
    },
  );

  app.post(
    '/api/v3/rules/:criteriaId/run',
    {
      ...builder,
      schema: {
        tags: ['builder'],
        summary: 'Enrol every active user of the team who matches the rule; answers how many were added',
        params: ruleParams,
        response: { 200: enrolmentAddedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const added = await runRule(app.db, authOf(request), {
        criteriaId: request.params.criteriaId,
      });
      return { message: `${added} learner(s) enrolled.`, added };
    },
  );
};
