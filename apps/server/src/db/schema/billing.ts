import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, timestamps } from './columns';
import { teams } from './teams';

/** staging/contactUsRequest: someone asked for a plan or help; operators were mailed. */
export const contactRequests = pgTable(
  'contact_requests',
  {
    id: id(),
    /** The team of the signed-in sender, null when sent from outside. */
    teamId: uuid('team_id').references(() => teams.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    company: text('company').notNull().default(''),
    message: text('message').notNull(),
    ...timestamps(),
  },
  (t) => [index('contact_requests_created_idx').on(t.createdAt)],
);

/** A subscription a team started with the payment provider, and whether its payment was verified. */
export const paymentSubscriptions = pgTable(
  'payment_subscriptions',
  {
    id: id(),
    teamId: uuid('team_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    providerPlanId: text('provider_plan_id').notNull(),
    providerSubscriptionId: text('provider_subscription_id').notNull(),
    status: text('status').$type<'created' | 'verified'>().notNull().default('created'),
    paymentId: text('payment_id'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [uniqueIndex('payment_subscriptions_provider_id').on(t.provider, t.providerSubscriptionId)],
);
