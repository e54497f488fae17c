import type { QuestionStats } from '@lp/shared/analytics/course';
import type { Database, Db } from '../../../../db/client';
import { deleteCourseInteractions, interactionCounts } from './repo';

/** SCORM 2004 joins the parts of a response with [,] (list) and [.] (pair); show them as words do. */
const labelOf = (response: string) =>
  response === '' ? '–' : response.replaceAll('[,]', ', ').replaceAll('[.]', ' → ');

/**
 * The interactions SCOs recorded in some of a team's decks, as the analytics quizzes tab shows
 * native quiz questions: one question per SCO and interaction id (labelled by its description when
 * it has one), its answer distribution, and the percent correct over the answers the SCO judged
 * (result correct, or wrong / incorrect), hardest first. `userIds` narrows them to some learners.
 */
export async function interactionQuestions(
  db: Database,
  teamId: string,
  deckIds: string[],
  userIds: string[] | null,
): Promise<Map<string, QuestionStats[]>> {
  const rows = await interactionCounts(db, teamId, deckIds, userIds);
  const byQuestion = new Map<string, { deckId: string; stats: QuestionStats; judged: number }>();
  for (const row of rows) {
    const questionId = `${row.itemId}/${row.interactionId}`;
    const key = `${row.deckId} ${questionId}`;
    const entry = byQuestion.get(key) ?? {
      deckId: row.deckId,
      judged: 0,
      stats: {
        questionId,
        prompt: questionId,
        type: row.type,
        responses: 0,
        correct: 0,
        percentCorrect: null,
        answers: [],
      },
    };
    if (row.description) entry.stats.prompt = row.description;
    entry.stats.responses += row.count;
    entry.stats.correct += row.correct;
    entry.judged += row.judged;
    entry.stats.answers.push({ answer: row.response, label: labelOf(row.response), count: row.count });
    byQuestion.set(key, entry);
  }
  const byDeck = new Map<string, QuestionStats[]>();
  for (const { deckId, stats, judged } of byQuestion.values()) {
    stats.percentCorrect = judged > 0 ? Math.round((stats.correct / judged) * 1000) / 10 : null;
    stats.answers.sort((a, b) => b.count - a.count || a.label.localeCompare(b.label));
    byDeck.set(deckId, [...(byDeck.get(deckId) ?? []), stats]);
  }
  for (const questions of byDeck.values()) {
    questions.sort(
      (a, b) =>
        (a.percentCorrect ?? 101) - (b.percentCorrect ?? 101) || a.questionId.localeCompare(b.questionId),
    );
  }
  return byDeck;
}

/** A launch that resets learner progress starts the quiz analytics afresh, SCORM interactions too. */
export const forgetCourseInteractions = (db: Db, teamId: string, courseId: string) =>
  deleteCourseInteractions(db, teamId, courseId);
