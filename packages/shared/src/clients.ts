import { z } from 'zod';

/** How far back "active" looks on the client dashboard. */
export const CLIENT_DASHBOARD_ACTIVE_DAYS = 30;
export const CLIENT_DASHBOARD_TOP = 5;

export const CLIENT_DASHBOARD_MESSAGES = {
  off: 'The client dashboard is not switched on for this team.',
} as const;

/** /clients/ekart/dashboard: a team's own figures, branded with its name and logo. */
export const clientDashboardSchema = z.object({
  team: z.object({ name: z.string(), title: z.string(), logo: z.string().nullable() }),
  learners: z.number().int(),
  activeLearners: z.number().int(),
  courseCompletions: z.number().int(),
  itemCompletions: z.number().int(),
  topContent: z.array(z.object({ _id: z.string(), name: z.string(), completions: z.number().int() })),
  pointsLeaders: z.array(z.object({ _id: z.string(), name: z.string(), points: z.number().int() })),
});
export type ClientDashboard = z.infer<typeof clientDashboardSchema>;
