import { and, eq, inArray, sql } from 'drizzle-orm';
import { type Db, runStatement, type Statement } from '../../../db/client';
import { rowFromJson } from '../../../db/json-row';
import { articles, type CourseRow, courses, decks, programCourses } from '../../../db/schema';

/** deck id -> course id, for the decks of this team among `deckIds`. */
export async function deckCourseIds(db: Db, teamId: string, deckIds: string[]) {
  if (deckIds.length === 0) return new Map<string, string>();
  const rows = await db
    .select({ id: decks.id, courseId: decks.courseId })
    .from(decks)
    .where(and(inArray(decks.id, deckIds), eq(decks.teamId, teamId)));
  return new Map(rows.map((row) => [row.id, row.courseId]));
}

const DECK_COURSES: Statement = {
  name: 'content_deck_courses',
  text: `with found as (
      select d.course_id, json_agg(d.id) as deck_ids
      from decks d where d.id = any($3::uuid[]) and d.team_id = $1::uuid
      group by d.course_id
    )
    select to_jsonb(c) as course, f.deck_ids, e.created_at as enrolled_at,
      not exists (
        select 1 from program_courses pc
        join programs pr on pr.id = pc.program_id and pr.team_id = $1::uuid and pr.sequential and pr.published
        join program_courses pe on pe.program_id = pc.program_id and pe.position < pc.position
        left join progress p on p.user_id = $2::uuid and p.scope = 'course' and p.item_id = pe.course_id
        where pc.course_id = c.id and (p.record -> 'completion') is distinct from 'true'::jsonb
      ) as prerequisites_complete
    from found f
    join courses c on c.id = f.course_id and c.team_id = $1::uuid
    left join enrollments e on e.user_id = $2::uuid and e.course_id = c.id`,
};

export interface DeckCourseRow {
  course: CourseRow;
  deckIds: string[];
  /** When the learner was enrolled in the course; null when not enrolled. */
  enrolledAt: Date | null;
  /** Whether every earlier course of the team's published sequential programs is complete for the learner. */
  prerequisitesComplete: boolean;
}

/**
 * The team's courses of these decks (another team's decks are left out) with what the learner's
 * access to each needs: their enrolment and whether the earlier courses of sequential programs are
 * complete. One statement, whatever the number of decks and courses.
 */
export async function deckCourses(db: Db, teamId: string, userId: string, deckIds: string[]) {
  if (deckIds.length === 0) return [];
  const rows = await runStatement<{
    course: Record<string, unknown>;
    deck_ids: string[];
    enrolled_at: string | Date | null;
    prerequisites_complete: boolean;
  }>(db, DECK_COURSES, [teamId, userId, deckIds]);
  return rows.map(
    (row): DeckCourseRow => ({
      course: rowFromJson(courses, row.course),
      deckIds: row.deck_ids,
      enrolledAt: row.enrolled_at === null ? null : new Date(row.enrolled_at),
      prerequisitesComplete: row.prerequisites_complete,
    }),
  );
}

/** The programs that hold the course. */
export async function programIdsOfCourse(db: Db, courseId: string): Promise<string[]> {
  const rows = await db
    .select({ programId: programCourses.programId })
    .from(programCourses)
    .where(eq(programCourses.courseId, courseId));
  return rows.map((row) => row.programId);
}

export async function incrementArticleUniques(db: Db, articleId: string): Promise<void> {
  await db
    .update(articles)
    .set({ uniques: sql`${articles.uniques} + 1` })
    .where(eq(articles.id, articleId));
}
