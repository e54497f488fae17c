import { apiErrorSchema } from '@lp/shared/errors';

/** The `{ message, errors? }` body for each status a route may answer with, for its response schema. */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((s) => [s, apiErrorSchema])) as Record<S, typeof apiErrorSchema>;
}
