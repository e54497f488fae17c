import {
  canMoveTicket,
  HELPDESK_MESSAGES,
  type Ticket,
  type TicketPage,
  type TicketStatus,
  type ticketCreateBodySchema,
  type ticketListQuerySchema,
  type ticketUpdateBodySchema,
} from '@lp/shared/helpdesk';
import { can } from '@lp/shared/permissions';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import type { TeamRow, UserRow } from '../../db/schema';
import { enqueueNotices, kickOutbox, type QueuedNotice } from '../../jobs/notice-outbox';
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors';
import { keyedNotice, type NoticeText } from '../../lib/i18n';
import { type ChallengeDeps, redeemChallenge } from '../auth/challenge';
import { teamFeatures } from '../teams/service';
import { findUserById, toUserResponse } from '../users/service';
import * as repo from './repo';

export interface Caller {
  user: UserRow;
  team: TeamRow;
}

export const HELPDESK_LINK = '/app/helpdesk';

/** The notice a learner gets when their ticket moves to a status. */
const STATUS_NOTICES: Record<TicketStatus, string> = {
  open: 'notices.ticketOpen',
  in_progress: 'notices.ticketInProgress',
  resolved: 'notices.ticketResolved',
  closed: 'notices.ticketClosed',
};

const isStaff = (caller: Caller) => can(toUserResponse(caller.user, caller.team), 'helpdesk.manage');

/** SPEC §9 helpdesk flag: while it is off the helpdesk does not exist for the team. */
function assertHelpdeskOn(caller: Caller) {
  if (!teamFeatures(caller.team).helpdesk) throw notFound(HELPDESK_MESSAGES.helpdeskOff);
}

function assertStaff(caller: Caller) {
  assertHelpdeskOn(caller);
  if (!isStaff(caller)) throw forbidden();
}

const personOf = (p: repo.PersonColumns) => ({
  _id: p.id,
  username: p.username,
  name: `${p.firstName} ${p.lastName}`.trim() || p.username,
});

/** The allow-list of ticket fields a response carries (SPEC §3 names), with its thread. */
async function present(db: Database, rows: repo.TicketWithPeople[]): Promise<Ticket[]> {
  const replies = await repo.listReplies(
    db,
    rows.map((r) => r.ticket.id),
  );
  return rows.map(({ ticket, user, assignee }) => ({
    _id: ticket.id,
    category: ticket.category,
    problem: ticket.problem,
    details: ticket.details,
    priority: ticket.priority,
    status: ticket.status,
    date: ticket.createdAt.toISOString(),
    updatedAt: ticket.updatedAt.toISOString(),
    user: personOf(user),
    assignee: assignee?.id ? personOf(assignee) : null,
    replies: replies
      .filter((r) => r.ticketId === ticket.id)
      .map((r) => ({
        _id: r.id,
        author: personOf(r.author),
        staff: r.author.id !== ticket.userId,
        message: r.message,
        createdAt: r.createdAt.toISOString(),
      })),
  }));
}

async function presentOne(db: Database, teamId: string, id: string): Promise<Ticket> {
  const row = await repo.findTeamTicket(db, teamId, id);
  if (!row) throw notFound();
  const [ticket] = await present(db, [row]);
  if (!ticket) throw notFound();
  return ticket;
}

/**
 * tickets/create: any signed-in member of a team with the helpdesk on raises a ticket, after
 * solving a proof-of-work challenge issued for the helpdesk; a solution is accepted once.
 */
export async function createTicket(
  db: Database,
  challenge: ChallengeDeps,
  caller: Caller,
  body: z.output<typeof ticketCreateBodySchema>,
): Promise<Ticket> {
  assertHelpdeskOn(caller);
  if (!body.altcha)
    throw badRequest(HELPDESK_MESSAGES.captchaRequired, [
      { path: 'altcha', message: HELPDESK_MESSAGES.captchaRequired },
    ]);
  if (!(await redeemChallenge(challenge, 'helpdesk', body.altcha))) {
    throw badRequest(HELPDESK_MESSAGES.captchaFailed, [
      { path: 'altcha', message: HELPDESK_MESSAGES.captchaFailed },
    ]);
  }
  const row = await repo.insertTicket(db, {
    teamId: caller.team.id,
    userId: caller.user.id,
    category: body.category,
    problem: body.problem,
    details: body.details,
    priority: body.priority,
  });
  return presentOne(db, caller.team.id, row.id);
}

/**
 * tickets/user/{id}: a learner's tickets with their replies. The learner sees their own; the
 * team's staff see anyone's of their team; a user of another team is not found.
 */
export async function userTickets(db: Database, caller: Caller, userId: string): Promise<Ticket[]> {
  assertHelpdeskOn(caller);
  const owner = await findUserById(db, userId);
  if (!owner || owner.teamId !== caller.team.id || owner.deletedAt) throw notFound();
  if (owner.id !== caller.user.id && !isStaff(caller)) throw forbidden();
  return present(db, await repo.listUserTickets(db, caller.team.id, owner.id));
}

/** tickets/list: the team's tickets for its staff, filtered, newest first, a page at a time. */
export async function listTickets(
  db: Database,
  caller: Caller,
  query: z.output<typeof ticketListQuerySchema>,
): Promise<TicketPage> {
  assertStaff(caller);
  const { page, pageSize, ...filter } = query;
  const { rows, total } = await repo.listTeamTickets(db, caller.team.id, filter, {
    offset: (page - 1) * pageSize,
    limit: pageSize,
  });
  return { tickets: await present(db, rows), total, page, pageSize };
}

/** The staff a ticket may be assigned to. */
export async function ticketAssignees(db: Database, caller: Caller) {
  assertStaff(caller);
  return (await repo.listTeamStaff(db, caller.team.id)).map(personOf);
}

/** A notice to the ticket's learner, in their language (`lib/i18n` keyedNotice). */
function learnerNotice(ticket: repo.TicketWithPeople, text: NoticeText): QueuedNotice {
  const { title, text: description, meta } = keyedNotice(text);
  return {
    teamId: ticket.ticket.teamId,
    userId: ticket.ticket.userId,
    title,
    description,
    link: HELPDESK_LINK,
    mailText: `${description}\n\n`,
    meta: { kind: 'helpdesk', ticketId: ticket.ticket.id, ...meta },
  };
}

/**
 * tickets/{id}/update (SPEC §4: tickets are updatable by admins): status along the SPEC line,
 * priority, assignee (the team's staff) and a reply. The learner hears of a reply and of a new
 * status in the app and by mail, through the notice outbox.
 */
export async function updateTicket(
  db: Database,
  caller: Caller,
  id: string,
  body: z.output<typeof ticketUpdateBodySchema>,
): Promise<Ticket> {
  assertStaff(caller);
  const current = await repo.findTeamTicket(db, caller.team.id, id);
  if (!current) throw notFound();
  const from = current.ticket.status;
  if (from === 'closed') throw conflict(HELPDESK_MESSAGES.ticketClosed);
  if (body.status && !canMoveTicket(from, body.status)) throw conflict(HELPDESK_MESSAGES.transitionRefused);
  if (body.assignee) {
    const staff = await repo.listTeamStaff(db, caller.team.id);
    if (!staff.some((s) => s.id === body.assignee)) {
      throw badRequest(HELPDESK_MESSAGES.assigneeInvalid, [
        { path: 'assignee', message: HELPDESK_MESSAGES.assigneeInvalid },
      ]);
    }
  }
  const notices: QueuedNotice[] = [];
  await db.transaction(async (tx) => {
    await repo.updateTicketRow(tx, caller.team.id, id, {
      ...(body.status ? { status: body.status } : {}),
      ...(body.priority ? { priority: body.priority } : {}),
      ...(body.assignee !== undefined ? { assigneeId: body.assignee } : {}),
    });
    if (body.reply) {
      await repo.insertReply(tx, {
        teamId: caller.team.id,
        ticketId: id,
        authorId: caller.user.id,
        message: body.reply,
      });
      if (caller.user.id !== current.ticket.userId) {
        notices.push(
          learnerNotice(current, {
            key: 'notices.ticketReply',
            params: { problem: current.ticket.problem },
            note: `${personOf(caller.user).name}: ${body.reply}`,
          }),
        );
      }
    }
    if (body.status && body.status !== from && caller.user.id !== current.ticket.userId) {
      notices.push(
        learnerNotice(current, {
          key: STATUS_NOTICES[body.status],
          params: { problem: current.ticket.problem },
        }),
      );
    }
    if (notices.length > 0) await enqueueNotices(tx, notices);
  });
  if (notices.length > 0) kickOutbox();
  return presentOne(db, caller.team.id, id);
}

/** tickets/{id}/reply: the ticket's learner adds to the thread of an open ticket. */
export async function replyAsLearner(
  db: Database,
  caller: Caller,
  id: string,
  message: string,
): Promise<Ticket> {
  assertHelpdeskOn(caller);
  const current = await repo.findTeamTicket(db, caller.team.id, id);
  if (!current) throw notFound();
  if (current.ticket.userId !== caller.user.id) throw isStaff(caller) ? forbidden() : notFound();
  if (current.ticket.status === 'closed') throw conflict(HELPDESK_MESSAGES.ticketClosed);
  await db.transaction(async (tx) => {
    await repo.insertReply(tx, { teamId: caller.team.id, ticketId: id, authorId: caller.user.id, message });
    // A learner writing back reopens a resolved ticket.
    await repo.updateTicketRow(
      tx,
      caller.team.id,
      id,
      current.ticket.status === 'resolved' ? { status: 'open' } : {},
    );
  });
  return presentOne(db, caller.team.id, id);
}
