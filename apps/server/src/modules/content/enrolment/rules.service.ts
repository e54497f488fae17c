import {
  type AddEnrolmentRuleResponse,
  type EnrolmentRule,
  type EnrolmentRuleField,
  type EnrolmentRuleInput,
  type EnrolmentRuleOperator,
  matchesEnrolmentRule,
} from '@lp/shared/content/enrolment';
import type { Database } from '../../../db/client';
import type { CourseRow, EnrolmentRuleRow, UserRow } from '../../../db/schema';
import { notFound } from '../../../lib/http-errors';
import { assertMayChangeEnrolment, assertMayViewLearners, type Caller } from './enrolment.policy';
import { activeTeamUsers } from './enrolment.repo';
import { enrolUsers, teamCourse } from './enrolment.service';
import * as repo from './rules.repo';

/** SPEC §3 Enrollment rule: its id is also its criteria_id. */
const presentRule = (row: EnrolmentRuleRow): EnrolmentRule => ({
  _id: row.id,
  id: row.id,
  criteria_id: row.id,
  courseId: row.courseId,
  field: row.field as EnrolmentRuleField,
  operator: row.operator as EnrolmentRuleOperator,
  value: row.value as string | string[],
  createdAt: row.createdAt.toISOString(),
  lastRunAt: row.lastRunAt?.toISOString() ?? null,
});

/** Enrols every active user of the course's team who matches the rule; returns how many were new. */
async function applyRule(
  db: Database,
  rule: EnrolmentRuleRow,
  course: CourseRow,
): Promise<{ rule: EnrolmentRuleRow; added: number }> {
  const candidates = await activeTeamUsers(db, course.teamId);
  const matching = candidates
    .filter((user) => matchesEnrolmentRule(rule, user.details))
    .map((user) => user.id);
  const added = await enrolUsers(db, { course, userIds: matching, source: 'rule' });
  const ran = await repo.markRuleRun(db, rule.id, new Date());
  return { rule: ran ?? rule, added: added.length };
}

/** courses/{id}/rules/add: the rule is stored and run once straight away. */
export async function addRule(
  db: Database,
  caller: Caller,
  input: { courseId: string; rule: EnrolmentRuleInput },
): Promise<AddEnrolmentRuleResponse> {
  assertMayChangeEnrolment(caller);
  const course = await teamCourse(db, caller.team.id, input.courseId);
  const row = await repo.insertRule(db, {
    teamId: caller.team.id,
    courseId: course.id,
    field: input.rule.field,
    operator: input.rule.operator,
    value: input.rule.value,
    createdBy: caller.user.id,
  });
  const { rule, added } = await applyRule(db, row, course);
  return { rule: presentRule(rule), added };
}

export async function listRules(db: Database, caller: Caller, courseId: string): Promise<EnrolmentRule[]> {
  assertMayViewLearners(caller);
  const course = await teamCourse(db, caller.team.id, courseId);
  return (await repo.listCourseRules(db, caller.team.id, course.id)).map(presentRule);
}

/** rules/{criteriaId}/remove: learners it enrolled stay enrolled. */
export async function removeRule(db: Database, caller: Caller, criteriaId: string): Promise<void> {
  assertMayChangeEnrolment(caller);
  if (!(await repo.deleteRule(db, caller.team.id, criteriaId))) throw notFound();
}

/** rules/{criteriaId}/run: returns how many learners were newly enrolled. */
export async function runRule(db: Database, caller: Caller, input: { criteriaId: string }): Promise<number> {
  assertMayChangeEnrolment(caller);
  const rule = await repo.findRule(db, caller.team.id, input.criteriaId);
  if (!rule) throw notFound();
  const course = await teamCourse(db, caller.team.id, rule.courseId);
  return (await applyRule(db, rule, course)).added;
}

/**
 * Called by the users service when a user is created, their details change or they are
 * reactivated: enrols them (source 'rule') in every course one of whose rules they now match.
 * Never removes an enrolment. Returns how many courses they were newly enrolled in.
 */
export async function reapplyRulesForUser(
  db: Database,
  user: Pick<UserRow, 'id' | 'teamId' | 'active' | 'deletedAt' | 'details'>,
): Promise<number> {
  if (!user.active || user.deletedAt) return 0;
  const matchedCourses = new Map<string, CourseRow>();
  for (const { rule, course } of await repo.teamRulesWithCourses(db, user.teamId)) {
    if (matchesEnrolmentRule(rule, user.details)) matchedCourses.set(course.id, course);
  }
  let added = 0;
  for (const course of matchedCourses.values()) {
    added += (await enrolUsers(db, { course, userIds: [user.id], source: 'rule' })).length;
  }
  return added;
}

/**
 * The batch form of `reapplyRulesForUser` for many users of one team (a bulk import): the team's
 * rules are read once and each matching course gets one enrolment call. Returns how many
 * enrolments were new.
 */
export async function reapplyRulesForUsers(
  db: Database,
  teamId: string,
  people: Pick<UserRow, 'id' | 'active' | 'deletedAt' | 'details'>[],
): Promise<number> {
  const eligible = people.filter((user) => user.active && !user.deletedAt);
  if (eligible.length === 0) return 0;
  const matched = new Map<string, { course: CourseRow; userIds: Set<string> }>();
  for (const { rule, course } of await repo.teamRulesWithCourses(db, teamId)) {
    for (const user of eligible) {
      if (!matchesEnrolmentRule(rule, user.details)) continue;
      const entry = matched.get(course.id) ?? { course, userIds: new Set<string>() };
      entry.userIds.add(user.id);
      matched.set(course.id, entry);
    }
  }
  let added = 0;
  for (const { course, userIds } of matched.values()) {
    added += (await enrolUsers(db, { course, userIds: [...userIds], source: 'rule' })).length;
  }
  return added;
}
