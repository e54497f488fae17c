import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contactRequests, paymentSubscriptions, users } from '../../db/schema';

export async function insertSubscription(db: Db, values: typeof paymentSubscriptions.$inferInsert) {
  const [row] = await db.insert(paymentSubscriptions).values(values).returning();
  if (!row) throw new Error('subscription insert returned no row');
  return row;
}

export async function findTeamSubscription(db: Db, teamId: string, provider: string, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(paymentSubscriptions)
    .where(
      and(
        eq(paymentSubscriptions.teamId, teamId),
        eq(paymentSubscriptions.provider, provider),
        eq(paymentSubscriptions.providerSubscriptionId, subscriptionId),
      ),
    )
    .limit(1);
  return row;
}

export async function markSubscriptionVerified(db: Db, id: string, paymentId: string) {
  await db
    .update(paymentSubscriptions)
    .set({ status: 'verified', paymentId, verifiedAt: new Date() })
    .where(eq(paymentSubscriptions.id, id));
}

export async function insertContactRequest(db: Db, values: typeof contactRequests.$inferInsert) {
  const [row] = await db.insert(contactRequests).values(values).returning();
  if (!row) throw new Error('contact request insert returned no row');
  return row;
}

/** Email addresses of every active SuperAdmin: the operators, when OPERATOR_EMAILS is not set. */
export async function superAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ email: users.email })
    .from(users)
    .where(
      and(sql`lower(${users.licenseType}) = 'superadmin'`, eq(users.active, true), isNotNull(users.email)),
    )
    .orderBy(asc(users.email))
    .limit(50);
  return rows.flatMap((r) => (r.email ? [r.email] : []));
}
