import { keyedMessage } from '@lp/shared/i18n/message-keys';
import { can } from '@lp/shared/permissions';
import type { Db } from '../../db/client';
import type { DeckRow } from '../../db/schema';
import { forbidden, notFound } from '../../lib/http-errors';
import { articleForReader } from '../content/articles/articles.service';
import {
  findDeck,
  learnerCourseAccess,
  type Viewer,
  visibleCourse,
} from '../content/catalog/catalog.service';
import { toUserResponse } from '../users/service';

export type { Viewer };

/** Creators and admins (builder.view) moderate comments and see every learner's submissions. */
export const isBuilder = (viewer: Viewer) => can(toUserResponse(viewer.user, viewer.team), 'builder.view');

/**
 * A deck of the viewer's team whose course they may use now: builders any visible course, learners
 * only a course open to them (SPEC §4 access). Another team's deck is not found.
 */
export async function usableDeck(db: Db, viewer: Viewer, deckId: string): Promise<DeckRow> {
  const deck = await findDeck(db, viewer.team.id, deckId);
  if (!deck) throw notFound();
  const course = await visibleCourse(db, viewer, deck.courseId);
  if (!isBuilder(viewer)) {
    const access = await learnerCourseAccess(db, viewer, course);
    if (access.state !== 'open') throw forbidden(keyedMessage('courseAccess.notOpen', access.state));
  }
  return deck;
}

/** An article the viewer may read (their team's; published, or they build content), with its settings. */
export function readableArticle(db: Db, viewer: Viewer, articleId: string) {
  return articleForReader(db, viewer, articleId);
}

/** How a person is shown next to their comment or submission. */
export const displayName = (user: { username: string; firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || user.username;
