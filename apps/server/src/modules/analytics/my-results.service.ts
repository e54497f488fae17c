import type { MyResults } from '@lp/shared/analytics/team';
import { normalizeRecord, ruleFor } from '@lp/shared/progress';
import type { Db } from '../../db/client';
import { myCourseRecords, myDeckRecords } from './my-results.repo';

/** analytics/me/results: the signed-in learner's course statuses and assessment results. */
export async function myResults(db: Db, userId: string): Promise<MyResults> {
  const [courses, decks] = await Promise.all([myCourseRecords(db, userId), myDeckRecords(db, userId)]);
  return {
    courses: courses.map((row) => {
      const record = normalizeRecord(row.record);
      const status = record.completion ? 'completed' : row.record ? 'inProgress' : 'notStarted';
      return {
        courseId: row.course_id,
        name: row.name,
        kind: row.kind,
        status,
        progress: record.viewedPercentage,
        score: record.score,
        completionDate: record.completionDate,
      };
    }),
    assessments: decks
      .filter((row) => ruleFor(row.reader_type)?.group === 'scored')
      .map((row) => {
        const record = normalizeRecord(row.record);
        return {
          deckId: row.deck_id,
          deckName: row.deck_name,
          courseId: row.course_id,
          courseName: row.course_name,
          score: record.score,
          attempts: record.viewAttempts,
          completed: record.completion,
          completionDate: record.completionDate,
        };
      }),
  };
}
