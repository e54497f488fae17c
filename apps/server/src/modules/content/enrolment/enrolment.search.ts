import { matchesAllRules, type UserSearchQuery, type UserSearchResponse } from '@lp/shared/content/enrolment';
import type { Db } from '../../../db/client';
import type { UserRow } from '../../../db/schema';
import { assertMayViewLearners, type Caller } from './enrolment.policy';
import * as repo from './enrolment.repo';
import { teamCourse } from './enrolment.service';

const presentUser = (row: UserRow, enrolled: boolean | null) => ({
  _id: row.id,
  username: row.username,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
  details: row.details,
  active: row.active,
  license_type: row.licenseType,
  enrolled,
});

/**
 * One page of the team's users matching the text and every detail filter. Detail filters are
 * matched by the same function as enrolment rules, so a search previews exactly whom a rule takes.
 */
async function matchingPage(db: Db, teamId: string, query: UserSearchQuery) {
  const offset = (query.page - 1) * query.pageSize;
  if (query.details.length === 0) {
    return repo.searchTeamUsers(db, teamId, { text: query.text, limit: query.pageSize, offset });
  }
  const matching = (await repo.teamUserDetails(db, teamId, query.text)).filter((user) =>
    matchesAllRules(query.details, user.details),
  );
  const pageIds = matching.slice(offset, offset + query.pageSize).map((user) => user.id);
  const byId = new Map((await repo.usersByIds(db, teamId, pageIds)).map((row) => [row.id, row]));
  const rows = pageIds.flatMap((id) => byId.get(id) ?? []);
  return { rows, total: matching.length };
}

/** users/list/search: the caller's team only; with a courseId, whether each user is enrolled. */
export async function searchUsers(
  db: Db,
  caller: Caller,
  query: UserSearchQuery,
): Promise<UserSearchResponse> {
  assertMayViewLearners(caller);
  const course = query.courseId ? await teamCourse(db, caller.team.id, query.courseId) : null;
  const { rows, total } = await matchingPage(db, caller.team.id, query);
  const enrolled = course
    ? await repo.enrolledAmong(
        db,
        course.id,
        rows.map((row) => row.id),
      )
    : null;
  return {
    users: rows.map((row) => presentUser(row, enrolled ? enrolled.has(row.id) : null)),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}
