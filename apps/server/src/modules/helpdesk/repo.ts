import type { TicketCategory, TicketPriority, TicketStatus } from '@lp/shared/helpdesk';
import { and, asc, count, desc, eq, inArray, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { type HelpdeskTicketRow, helpdeskReplies, helpdeskTickets, users } from '../../db/schema';

export interface PersonColumns {
  id: string;
  username: string;
  firstName: string;
  lastName: string;
}

export interface TicketWithPeople {
  ticket: HelpdeskTicketRow;
  user: PersonColumns;
  assignee: PersonColumns | null;
}

export interface ReplyWithAuthor {
  id: string;
  ticketId: string;
  message: string;
  createdAt: Date;
  author: PersonColumns;
}

const assignees = alias(users, 'assignees');
const person = (table: typeof users) => ({
  id: table.id,
  username: table.username,
  firstName: table.firstName,
  lastName: table.lastName,
});
const assigneePerson = {
  id: assignees.id,
  username: assignees.username,
  firstName: assignees.firstName,
  lastName: assignees.lastName,
};

function selectTickets(db: Db, where: SQL | undefined) {
  return db
    .select({ ticket: helpdeskTickets, user: person(users), assignee: assigneePerson })
    .from(helpdeskTickets)
    .innerJoin(users, eq(users.id, helpdeskTickets.userId))
    .leftJoin(assignees, eq(assignees.id, helpdeskTickets.assigneeId))
    .where(where);
}

export async function insertTicket(
  db: Db,
  values: {
    teamId: string;
    userId: string;
    category: TicketCategory;
    problem: string;
    details: string;
    priority: TicketPriority;
  },
): Promise<HelpdeskTicketRow> {
  const [row] = await db.insert(helpdeskTickets).values(values).returning();
  if (!row) throw new Error('ticket insert returned no row');
  return row;
}

export async function findTeamTicket(
  db: Db,
  teamId: string,
  id: string,
): Promise<TicketWithPeople | undefined> {
  const [row] = await selectTickets(db, and(eq(helpdeskTickets.teamId, teamId), eq(helpdeskTickets.id, id)));
  return row;
}

/** A learner's tickets, newest first. */
export function listUserTickets(db: Db, teamId: string, userId: string): Promise<TicketWithPeople[]> {
  return selectTickets(
    db,
    and(eq(helpdeskTickets.teamId, teamId), eq(helpdeskTickets.userId, userId)),
  ).orderBy(desc(helpdeskTickets.createdAt), desc(helpdeskTickets.id));
}

export interface TicketFilter {
  status?: TicketStatus | undefined;
  priority?: TicketPriority | undefined;
  category?: TicketCategory | undefined;
}

function filterWhere(teamId: string, filter: TicketFilter): SQL | undefined {
  const where: SQL[] = [eq(helpdeskTickets.teamId, teamId)];
  if (filter.status) where.push(eq(helpdeskTickets.status, filter.status));
  if (filter.priority) where.push(eq(helpdeskTickets.priority, filter.priority));
  if (filter.category) where.push(eq(helpdeskTickets.category, filter.category));
  return and(...where);
}

/** The team's tickets matching the filter, newest first, one page, and how many match in all. */
export async function listTeamTickets(
  db: Db,
  teamId: string,
  filter: TicketFilter,
  page: { offset: number; limit: number },
): Promise<{ rows: TicketWithPeople[]; total: number }> {
  const where = filterWhere(teamId, filter);
  const [rows, [totalRow]] = await Promise.all([
    selectTickets(db, where)
      .orderBy(desc(helpdeskTickets.createdAt), desc(helpdeskTickets.id))
      .offset(page.offset)
      .limit(page.limit),
    db.select({ value: count() }).from(helpdeskTickets).where(where),
  ]);
  return { rows, total: totalRow?.value ?? 0 };
}

export async function updateTicketRow(
  db: Db,
  teamId: string,
  id: string,
  values: Partial<Pick<HelpdeskTicketRow, 'status' | 'priority' | 'assigneeId'>>,
): Promise<void> {
  await db
    .update(helpdeskTickets)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(helpdeskTickets.teamId, teamId), eq(helpdeskTickets.id, id)));
}

export async function insertReply(
  db: Db,
  values: { teamId: string; ticketId: string; authorId: string; message: string },
): Promise<void> {
  await db.insert(helpdeskReplies).values(values);
}

/** Every reply of these tickets, oldest first. */
export async function listReplies(db: Db, ticketIds: string[]): Promise<ReplyWithAuthor[]> {
  if (ticketIds.length === 0) return [];
  return db
    .select({
      id: helpdeskReplies.id,
      ticketId: helpdeskReplies.ticketId,
      message: helpdeskReplies.message,
      createdAt: helpdeskReplies.createdAt,
      author: person(users),
    })
    .from(helpdeskReplies)
    .innerJoin(users, eq(users.id, helpdeskReplies.authorId))
    .where(inArray(helpdeskReplies.ticketId, ticketIds))
    .orderBy(asc(helpdeskReplies.createdAt), asc(helpdeskReplies.id));
}

/** The team's staff (Admin, SuperAdmin), who may be assigned tickets. */
export function listTeamStaff(db: Db, teamId: string): Promise<PersonColumns[]> {
  return db
    .select(person(users))
    .from(users)
    .where(
      and(
        eq(users.teamId, teamId),
        eq(users.active, true),
        isNull(users.deletedAt),
        inArray(users.licenseType, ['Admin', 'SuperAdmin', 'Superadmin']),
      ),
    )
    .orderBy(asc(users.username));
}
