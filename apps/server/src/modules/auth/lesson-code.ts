import { AUTH_MESSAGES } from '@lp/shared/auth';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { courses, teams } from '../../db/schema';
import { HttpError } from '../../lib/http-errors';
import { teamFeatures } from '../teams/service';

/**
 * /putCode: a lesson code is a published course's identifier, usable when its team has code
 * login on. Anything else gets the same "not available" answer, so codes cannot be probed.
 */
export async function resolveLessonCode(db: Database, code: string): Promise<{ identifier: string }> {
  const [row] = await db
    .select({ identifier: courses.identifier, features: teams.features })
    .from(courses)
    .innerJoin(teams, eq(teams.id, courses.teamId))
    .where(and(eq(courses.identifier, code.trim().toLowerCase()), eq(courses.published, true)))
    .limit(1);
  if (!row || !teamFeatures(row).codeLogin) throw new HttpError(404, AUTH_MESSAGES.codeLoginUnavailable);
  return { identifier: row.identifier };
}
