import { AUTH_MESSAGES } from '@lp/shared/auth';
import type { Database } from '../../db/client';
import { HttpError } from '../../lib/http-errors';
import { findPublishedCourseByIdentifier } from '../content/catalog/catalog.service';
import { findTeamById, teamFeatures } from '../teams/service';

/**
 * /putCode: a lesson code is a published course's identifier, usable when its team has code
 * login on. Anything else gets the same "not available" answer, so codes cannot be probed.
 */
export async function resolveLessonCode(db: Database, code: string): Promise<{ identifier: string }> {
  const course = await findPublishedCourseByIdentifier(db, code.trim().toLowerCase());
  const team = course ? await findTeamById(db, course.teamId) : undefined;
  if (!course || !team || !teamFeatures(team).codeLogin) {
    throw new HttpError(404, AUTH_MESSAGES.codeLoginUnavailable);
  }
  return { identifier: course.identifier };
}
