import { keyedMessage } from '@lp/shared/i18n/message-keys';
import { can } from '@lp/shared/permissions';
import type { Database } from '../../db/client';
import { forbidden, notFound } from '../../lib/http-errors';
import { findDeck, learnerCourseAccess, visibleCourse } from '../content/catalog/catalog.service';
import { toUserResponse } from '../users/service';
import type { TeamRow, UserRow } from './repo';

/**
 * A deck of the caller's team that they may play: its course is visible to them and open to them
 * (builders may look at any of their team's decks). Another team's deck is not found.
 */
export async function playableDeck(db: Database, caller: { user: UserRow; team: TeamRow }, deckId: string) {
  const deck = await findDeck(db, caller.user.teamId, deckId);
  if (!deck) throw notFound();
  const course = await visibleCourse(db, caller, deck.courseId);
  if (course.published && !can(toUserResponse(caller.user, caller.team), 'builder.view')) {
    const access = await learnerCourseAccess(db, caller, course);
    if (access.state !== 'open') throw forbidden(keyedMessage('courseAccess.notOpen', access.state));
  }
  return deck;
}
