import type { OutboxPage } from '@lp/shared/admin';
import type { Database } from '../../db/client';
import { outboxPage } from './repo';

/** The mail outbox as admins read it (no sending, no editing): one team's, or all for SuperAdmins. */
export async function readOutbox(
  db: Database,
  scope: { teamId: string | null },
  page: { page: number; pageSize: number },
): Promise<OutboxPage> {
  const { rows, total } = await outboxPage(db, scope.teamId, (page.page - 1) * page.pageSize, page.pageSize);
  return {
    total,
    page: page.page,
    pageSize: page.pageSize,
    items: rows.map((row) => ({
      _id: row.id,
      teamId: row.teamId,
      channel: row.channel,
      recipient: row.recipient,
      subject: row.subject,
      body: row.body,
      createdAt: row.createdAt.toISOString(),
      sentAt: row.sentAt?.toISOString() ?? null,
      error: row.error,
    })),
  };
}
