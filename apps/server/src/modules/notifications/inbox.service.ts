import { DEFAULT_LANGUAGE } from '@lp/shared/constants';
import type { InboxNotification, NotificationList } from '@lp/shared/notifications';
import { can } from '@lp/shared/permissions';
import type { Database } from '../../db/client';
import type { TeamRow, UserRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';
import { type Language, noticeIn, noticeTextOf, recipientLanguage } from '../../lib/i18n';
import { findUserById, toUserResponse } from '../users/service';
import * as repo from './inbox.repo';
import { publishInboxChange } from './live';

export interface Caller {
  user: UserRow;
  team: TeamRow;
}

/**
 * A notification as its reader sees it. One written by key (meta.text) is translated now, into the
 * reader's language of today, so switching language changes the whole inbox; others (a message an
 * admin typed) are shown as written.
 */
function present(row: repo.NotificationRow, lang: Language = DEFAULT_LANGUAGE): InboxNotification {
  const keyed = noticeTextOf(row.meta);
  const shown = keyed ? noticeIn(lang, keyed) : { title: row.title, text: row.description };
  return {
    _id: row.id,
    title: shown.title,
    description: shown.text,
    link: row.link,
    read: row.read,
    createdAt: row.createdAt.toISOString(),
  };
}

export interface NotifyInput {
  db: Database;
  teamId: string;
  userId: string;
  title: string;
  description?: string;
  /** An http(s) URL or a path of the app (callers pass their own constants or checked input). */
  link?: string | null;
  meta?: Record<string, unknown>;
}

/**
 * Puts a notification in a user's inbox and tells their open streams. Other modules call this
 * (social when a moderator hides a post; the notice job for what waits in the notice outbox).
 * Inside a transaction, pass the transaction as `db`: on PostgreSQL the streams then hear of it
 * when it commits.
 */
export async function notify(input: NotifyInput): Promise<InboxNotification> {
  const row = await repo.insertNotification(input.db, {
    teamId: input.teamId,
    userId: input.userId,
    title: input.title,
    description: input.description ?? '',
    link: input.link ?? null,
    meta: input.meta ?? {},
  });
  await publishInboxChange(input.db, input.userId);
  return present(row);
}

/**
 * Whose inbox the caller may use. Reading and marking: their own only (403 for a teammate's).
 * Sending: their own, or as an Admin to anyone of their team. Another team's user, or nobody,
 * is not found.
 */
export async function inboxOwner(
  db: Database,
  caller: Caller,
  userId: string,
  purpose: 'read' | 'send',
): Promise<{ teamId: string; userId: string }> {
  if (caller.user.id === userId) return { teamId: caller.team.id, userId };
  const target = await findUserById(db, userId);
  if (!target || target.teamId !== caller.team.id || target.deletedAt) throw notFound();
  if (purpose === 'read' || !can(toUserResponse(caller.user, caller.team), 'users.manage')) throw forbidden();
  return { teamId: target.teamId, userId: target.id };
}

export async function listInbox(
  db: Database,
  caller: Caller,
  userId: string,
  options: { unreadOnly: boolean; limit: number; before?: string | undefined },
): Promise<NotificationList> {
  const owner = await inboxOwner(db, caller, userId, 'read');
  const [rows, unread] = await Promise.all([
    repo.listNotifications(db, owner, options),
    repo.countUnread(db, owner),
  ]);
  const last = rows.at(-1);
  return {
    notifications: rows.map((row) =>
      present(row, recipientLanguage(caller.user.lang, caller.team.languages)),
    ),
    unread,
    next: last && rows.length === options.limit ? last.id : null,
  };
}

export async function markInboxRead(
  db: Database,
  caller: Caller,
  userId: string,
  body: { ids?: string[] | undefined; all?: true | undefined },
) {
  const owner = await inboxOwner(db, caller, userId, 'read');
  const updated = await repo.markRead(db, owner, body.all ? null : (body.ids ?? []));
  if (updated > 0) await publishInboxChange(db, owner.userId);
  return { updated, unread: await repo.countUnread(db, owner) };
}

/** users/{id}/notifications/create: a message from the caller (an Admin, or to themselves). */
export async function sendMessage(
  db: Database,
  caller: Caller,
  userId: string,
  message: { title: string; description: string; link: string | null },
) {
  const owner = await inboxOwner(db, caller, userId, 'send');
  return notify({ db, ...owner, ...message, meta: { kind: 'message', from: caller.user.id } });
}

export const unreadCount = (db: Database, owner: { teamId: string; userId: string }) =>
  repo.countUnread(db, owner);
