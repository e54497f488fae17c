import type { Dashboard, DashboardItem, DashboardKind, DashboardQuery } from '@lp/shared/builder';
import type { Db } from '../../db/client';
import { assertBuilderReader, type BuilderCaller, seesWholeTeam } from '../content/authoring.policy';
import * as repo from './dashboard.repo';

const NO_COUNTS = { topics: 0, decks: 0, courses: 0, learners: 0 };

type Row = { id: string; identifier: string; name: string; image: string | null; ownerId: string | null };
type Timestamps = { createdAt: Date; updatedAt: Date };

const base = (row: Row & Timestamps) => ({
  _id: row.id,
  identifier: row.identifier,
  name: row.name,
  image: row.image,
  ownerId: row.ownerId,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * builder/dashboard: the caller's programs, courses, exams, contests and articles (the whole
 * team's for admins with cross access and for managers), most recently changed first.
 */
export async function dashboard(db: Db, caller: BuilderCaller, query: DashboardQuery): Promise<Dashboard> {
  assertBuilderReader(caller);
  const scope = { teamId: caller.team.id, ownerId: seesWholeTeam(caller) ? null : caller.user.id };
  const [courseRows, programRows, articleRows] = await Promise.all([
    repo.dashboardCourses(db, scope),
    repo.dashboardPrograms(db, scope),
    repo.dashboardArticles(db, scope),
  ]);
  const [counts, programCounts] = await Promise.all([
    repo.courseCounts(
      db,
      courseRows.map((c) => c.id),
    ),
    repo.programCourseCounts(
      db,
      programRows.map((p) => p.id),
    ),
  ]);

  const all: DashboardItem[] = [
    ...programRows.map((row) => ({
      ...base(row),
      kind: 'program' as const,
      readerType: null,
      status: row.published ? ('published' as const) : ('draft' as const),
      counts: { ...NO_COUNTS, courses: programCounts.get(row.id) ?? 0 },
    })),
    ...courseRows.map((row) => ({
      ...base(row),
      kind: row.kind,
      readerType: null,
      status: row.launched ? ('launched' as const) : ('draft' as const),
      counts: {
        ...NO_COUNTS,
        topics: counts.topicCounts.get(row.id) ?? 0,
        decks: counts.deckCounts.get(row.id) ?? 0,
        learners: counts.learnerCounts.get(row.id) ?? 0,
      },
    })),
    ...articleRows.map((row) => ({
      ...base(row),
      kind: 'article' as const,
      readerType: row.readerType,
      status: row.published ? ('published' as const) : ('draft' as const),
      counts: NO_COUNTS,
    })),
  ];

  const totals: Record<DashboardKind, number> = { program: 0, course: 0, exam: 0, contest: 0, article: 0 };
  for (const item of all) totals[item.kind] += 1;
  const text = query.text?.toLowerCase();
  const items = all
    .filter((item) => !query.kind || item.kind === query.kind)
    .filter((item) => !text || item.name.toLowerCase().includes(text) || item.identifier === text)
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
  return { items, totals };
}
