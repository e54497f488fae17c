import { z } from 'zod';

/**
 * SPEC §3 "Account plan": what a team may use. A null limit is unlimited (SPEC §9 "max courses
 * unlimited"); a null subscription end never ends.
 */
export const teamPlanSchema = z.object({
  plan: z.string().trim().min(1, 'Plan name is required').max(60),
  /** Active users (SPEC §4: only activated users count to the total). */
  maxUsers: z.number().int().min(1).nullable(),
  /** Courses, exams and contests together. */
  maxCourses: z.number().int().min(0).nullable(),
  /** Uploaded files together, in MB. */
  spaceLimitMb: z.number().int().min(1).nullable(),
  /** AI assistant credits left. */
  aiCredits: z.number().int().min(0),
  /** Standalone content items (articles of every format). */
  contentPieces: z.number().int().min(0).nullable(),
  /** After this instant nothing new may be created (ISO date-time). */
  subscriptionEnd: z.iso.datetime({ offset: true }).nullable(),
});
export type TeamPlan = z.infer<typeof teamPlanSchema>;

export const DEFAULT_PLAN: TeamPlan = {
  plan: 'Standard',
  maxUsers: null,
  maxCourses: null,
  spaceLimitMb: null,
  aiCredits: 0,
  contentPieces: null,
  subscriptionEnd: null,
};

/** A change of some plan fields (SuperAdmin and the team's Admin). */
export const teamPlanUpdateBodySchema = teamPlanSchema.partial().refine((b) => Object.keys(b).length > 0, {
  message: 'Change at least one field',
});
export type TeamPlanUpdateBody = z.infer<typeof teamPlanUpdateBodySchema>;

/** What the team uses of each limit. */
export const planUsageSchema = z.object({
  users: z.number().int(),
  courses: z.number().int(),
  spaceBytes: z.number().int(),
  contentPieces: z.number().int(),
});
export type PlanUsage = z.infer<typeof planUsageSchema>;

export const teamAccountSchema = z.object({
  teamId: z.string(),
  plan: teamPlanSchema,
  usage: planUsageSchema,
  /** Payments are configured on this server (create_subscription works). */
  paymentsEnabled: z.boolean(),
  /** The provider plans a team's admin may subscribe to (utility/payments/create_subscription/{id}). */
  checkoutPlans: z.array(z.object({ id: z.string(), name: z.string() })).default([]),
});
export type TeamAccount = z.infer<typeof teamAccountSchema>;

export const aiCreditsSchema = z.object({ credits: z.number().int(), plan: z.string() });

/** The messages a caller sees when a limit stops them (status 403, nothing written). */
export const PLAN_MESSAGES = {
  maxUsers: (limit: number) =>
    `Your plan allows ${limit} active users. Deactivate a user or upgrade the plan to add more.`,
  maxCourses: (limit: number) =>
    `Your plan allows ${limit} courses. Delete a course or upgrade the plan to create more.`,
  spaceLimit: (limitMb: number) =>
    `This upload would take the team over its storage limit of ${limitMb} MB. Delete files or upgrade the plan.`,
  contentPieces: (limit: number) =>
    `Your plan allows ${limit} content pieces. Delete one or upgrade the plan to create more.`,
  subscriptionEnded: 'Your subscription has ended. Renew it to create new content.',
  paymentsOff: 'Payments are not configured on this server.',
  paymentInvalid: 'The payment could not be verified.',
  paymentVerified: 'Payment received. Your subscription is active.',
  superAdminOnly: 'Only a SuperAdmin can raise limits or change the plan, credits or subscription.',
} as const;

/** Fraction of a limit used, 0-100 (0 when unlimited). */
export function usagePercent(used: number, limit: number | null): number {
  if (limit === null || limit <= 0) return limit === 0 && used > 0 ? 100 : 0;
  return Math.min(100, Math.round((used / limit) * 100));
}

/** POST utility/payments/create_subscription/{id}: {id} is the provider's plan id. */
export const createSubscriptionResponseSchema = z.object({
  subscriptionId: z.string(),
  provider: z.string(),
  /** The public key the provider's checkout needs in the browser. */
  keyId: z.string(),
  status: z.string(),
});

/** POST utility/payments/verify_subscription: what the provider's checkout hands back. */
export const verifySubscriptionBodySchema = z.object({
  razorpay_payment_id: z.string().trim().min(1).max(64),
  razorpay_subscription_id: z.string().trim().min(1).max(64),
  razorpay_signature: z
    .string()
    .trim()
    .regex(/^[0-9a-f]{64}$/, 'The signature is a hex SHA-256 digest'),
});
export type VerifySubscriptionBody = z.infer<typeof verifySubscriptionBodySchema>;

/** POST staging/contactUsRequest: someone asks for a plan or help. */
export const contactUsBodySchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(120),
  email: z.email('Malformed email address').max(254),
  phone: z.string().trim().max(20).default(''),
  company: z.string().trim().max(120).default(''),
  message: z.string().trim().min(1, 'Message is required').max(2000),
});
export type ContactUsBody = z.infer<typeof contactUsBodySchema>;
