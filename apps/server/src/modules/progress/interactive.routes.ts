import { responseValueSchema } from '@lp/shared/formats/assessment';
import { answerFeedbackSchema, pollResultsSchema } from '@lp/shared/formats/interactive';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-errors';
import { authOf } from '../../plugins/auth';
import { answerFeedback } from './answer-feedback';
import { pollResults } from './poll-results';

const uuid = z.uuid('Invalid id');

/** The interactive formats' live endpoints: poll results and quiz answer feedback. */
export const interactiveRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v3/decks/:id/poll/results',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['progress'],
        summary: "A poll's live result: one vote per learner, their latest",
        params: z.object({ id: uuid }),
        response: { 200: pollResultsSchema, ...errorResponses(400, 403, 404, 440) },
      },
    },
    async (request) => pollResults(app.db, authOf(request), request.params.id),
  );

  app.post(
    '/api/v3/decks/:id/questions/:questionId/check',
    {
      onRequest: app.authenticate,
      schema: {
        tags: ['progress'],
        summary: 'Right or wrong and the explanation for one answered quiz (feedback on) or game question',
        params: z.object({ id: uuid, questionId: z.string().min(1).max(100) }),
        body: z.object({ response: responseValueSchema }),
        response: { 200: answerFeedbackSchema, ...errorResponses(400, 403, 404, 409, 440) },
      },
    },
    async (request) =>
      answerFeedback(app.db, authOf(request), {
        deckId: request.params.id,
        questionId: request.params.questionId,
        response: request.body.response,
      }),
  );
};
