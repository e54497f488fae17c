import { refusingControlCharacters } from '@lp/shared/validation';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler as zodValidatorCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';

/**
 * The validator of every route's request schemas (set once in app.ts): before a route's own zod
 * schema runs, the decoded input (body, query, path parameters, headers) is searched for control
 * characters and broken Unicode, which answer 400 with the path of each field. PostgreSQL cannot
 * store NUL, so without this any text field reaching the database was a 500. Living in the
 * compiler, the rule covers every route that declares a schema, today's and the next one, with no
 * field to remember; line breaks and tabs stay allowed in bodies only.
 */
export const validatorCompiler: FastifySchemaCompiler<ZodType> = (route) =>
  zodValidatorCompiler({
    ...route,
    schema: refusingControlCharacters(route.schema, { multiline: route.httpPart === 'body' }),
  });
