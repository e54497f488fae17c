import {
  ticketAssigneesSchema,
  ticketCreateBodySchema,
  ticketListQuerySchema,
  ticketPageSchema,
  ticketReplyBodySchema,
  ticketSchema,
  ticketUpdateBodySchema,
} from '@lp/shared/helpdesk';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { challengeDeps } from '../auth/deps';
import {
  createTicket,
  listTickets,
  replyAsLearner,
  ticketAssignees,
  updateTicket,
  userTickets,
} from './service';

const errors = errorResponses(400, 403, 404, 409, 440, 429);
const idParams = z.object({ id: z.uuid('Invalid id') });

/** SPEC §7 "Tickets": learners raise helpdesk tickets, the team's admins answer them. */
export const helpdeskRoutes: FastifyPluginAsyncZod = async (app) => {
  const signedIn = { onRequest: app.authenticate };

  // SPEC §7 spells it ticket/create; tickets/create matches the other ticket paths.
  for (const path of ['/api/v3/tickets/create', '/api/v3/ticket/create']) {
    app.post(
      path,
      {
        ...signedIn,
        config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
        schema: {
          tags: ['helpdesk'],
          summary: 'Raise a helpdesk ticket: category, problem, details, priority, and a solved challenge',
          description:
            'Fetch a challenge from `GET auth/challenge?purpose=helpdesk`, solve it (the ALTCHA widget does) and send its payload as `altcha`. A payload is accepted once.',
          body: ticketCreateBodySchema,
          response: { 201: ticketSchema, ...errors },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await createTicket(app.db, challengeDeps(app), authOf(request), request.body)),
    );
  }

  app.get(
    '/api/v3/tickets/user/:id',
    {
      ...signedIn,
      schema: {
        tags: ['helpdesk'],
        summary: "A learner's tickets, newest first, with status and replies (their own, or any for admins)",
        params: idParams,
        response: { 200: z.array(ticketSchema), ...errors },
      },
    },
    async (request) => userTickets(app.db, authOf(request), request.params.id),
  );

  app.get(
    '/api/v3/tickets/list',
    {
      ...signedIn,
      schema: {
        tags: ['helpdesk'],
        summary:
          "The team's tickets with filters by status, priority and category, a page at a time (admins)",
        querystring: ticketListQuerySchema,
        response: { 200: ticketPageSchema, ...errors },
      },
    },
    async (request) => listTickets(app.db, authOf(request), request.query),
  );

  app.get(
    '/api/v3/tickets/assignees',
    {
      ...signedIn,
      schema: {
        tags: ['helpdesk'],
        summary: 'Who a ticket can be assigned to: the admins of the team (admins)',
        response: { 200: ticketAssigneesSchema, ...errors },
      },
    },
    async (request) => ticketAssignees(app.db, authOf(request)),
  );

  app.post(
    '/api/v3/tickets/:id/update',
    {
      ...signedIn,
      schema: {
        tags: ['helpdesk'],
        summary:
          'Change status, priority or assignee of a ticket, or reply to it; the learner is told (admins)',
        params: idParams,
        body: ticketUpdateBodySchema,
        response: { 200: ticketSchema, ...errors },
      },
    },
    async (request) => updateTicket(app.db, authOf(request), request.params.id, request.body),
  );

  app.post(
    '/api/v3/tickets/:id/reply',
    {
      ...signedIn,
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags: ['helpdesk'],
        summary: "The ticket's learner writes back (a resolved ticket opens again)",
        params: idParams,
        body: ticketReplyBodySchema,
        response: { 200: ticketSchema, ...errors },
      },
    },
    async (request) => replyAsLearner(app.db, authOf(request), request.params.id, request.body.message),
  );
};
