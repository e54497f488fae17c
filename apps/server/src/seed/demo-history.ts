import { createHash, randomUUID } from 'node:crypto';
import { setImmediate } from 'node:timers/promises';
import { assessmentContentSchema, type Question, type ResponseValue } from '@lp/shared/formats/assessment';
import { ruleFor, type TrackerEntry } from '@lp/shared/progress';
import { addMinutes, startOfDay, subDays } from 'date-fns';
import type { Database } from '../db/client';
import type { ArticleRow, CourseRow, TeamRow, UserRow } from '../db/schema';
import { HttpError } from '../lib/http-errors';
import { courseOutline } from '../modules/content/courses/course-outline.service';
import { redeemReward, saveReward } from '../modules/gamification/rewards.service';
import { ingestBatch } from '../modules/progress/ingest';

/** Tracker events per batch sent while seeding. */
const BATCH_SIZE = 25;

/** How far back the demo history goes. */
export const DEMO_HISTORY_DAYS = 60;

/** A number in [0, 1) that is always the same for the same key: the history is the same on every start. */
const chance = (key: string) => createHash('sha256').update(key).digest().readUInt32BE(0) / 2 ** 32;

type Step =
  | { kind: 'deck'; id: string; readerType: string; content: Record<string, unknown> }
  | { kind: 'article'; id: string };

/** What a colleague can work through, in order: the decks of each course, then the articles. */
async function learningPath(db: Database, courses: CourseRow[], articles: ArticleRow[]): Promise<Step[]> {
  const steps: Step[] = [];
  for (const course of courses) {
    const outline = await courseOutline(db, course);
    for (const deck of outline.decks.slice(0, 10)) {
      const group = ruleFor(deck.readerType)?.group;
      // Games and SCORM are played in the browser; the rest can be finished with plain events.
      if (group === 'scored' && deck.readerType !== 'assessment') continue;
      steps.push({ kind: 'deck', id: deck.id, readerType: deck.readerType, content: deck.content });
    }
  }
  for (const article of articles.slice(0, 8)) steps.push({ kind: 'article', id: article.id });
  return steps;
}

/** A wrong answer to a question: another option, the other truth value, or a near miss. */
function wrongAnswer(question: Question): ResponseValue {
  switch (question.type) {
    case 'truefalse':
      return !question.answer;
    case 'fillblank':
      return 'not sure';
    case 'ordering':
      return [...question.answer].reverse();
    default:
      return [question.options.find((o) => !question.answer.includes(o.id))?.id ?? 'none'];
  }
}

/**
 * The events of one deck or article (started, the quiz answers right or wrong, completed) and the
 * share of quiz answers that were right.
 */
function stepEvents(
  step: Step,
  skill: number,
  key: string,
  at: Date,
  minuteMs = 60_000,
): { events: TrackerEntry[]; right: number } {
  const entry = (name: TrackerEntry['name'], payload: Record<string, unknown>, minutes: number) => ({
    uuid: randomUUID(),
    name,
    payload,
    time: new Date(at.getTime() + minutes * minuteMs).toISOString(),
  });
  const timeSpent = 60 + Math.round(chance(`${key}t`) * 400);
  if (step.kind === 'article') {
    return {
      events: [
        entry('ARTICLE_STARTED', { articleId: step.id }, 0),
        entry('DECK_COMPLETED', { articleId: step.id, timeSpent, viewedPercentage: 100 }, 3),
      ],
      right: 1,
    };
  }
  const events = [entry('DECK_STARTED', { deckId: step.id }, 0)];
  const quiz = step.readerType === 'assessment' ? assessmentContentSchema.safeParse(step.content) : null;
  const responses: Record<string, ResponseValue> = {};
  const questions = quiz?.data?.questions ?? [];
  let rightCount = 0;
  for (const [q, question] of questions.entries()) {
    const right = chance(`${key}q${q}`) < skill;
    if (right) rightCount++;
    responses[question.id] = right ? (question.answer as ResponseValue) : wrongAnswer(question);
    events.push(
      entry(
        'QUESTION_RESPONSE',
        { deckId: step.id, questionId: question.id, response: responses[question.id] },
        1,
      ),
    );
  }
  const payload = quiz?.data ? { responses } : { viewedPercentage: 100 };
  events.push(entry('DECK_COMPLETED', { deckId: step.id, timeSpent, ...payload }, 4));
  return { events, right: questions.length > 0 ? rightCount / questions.length : 1 };
}

/**
 * Sixty days of a colleague's learning, sent through the tracker service as the app would send
 * it: sessions on the days they came, decks and articles in order, quiz answers right and wrong
 * (a failed quiz is taken again next time). Busy and quiet colleagues, quieter weekends.
 */
export function colleagueHistory(index: number, steps: Step[], today: Date): TrackerEntry[] {
  const zeal = 0.1 + chance(`zeal${index}`) * 0.75;
  const skill = 0.5 + chance(`skill${index}`) * 0.45;
  // How far along the path this colleague gets in sixty days: boards need leaders and stragglers.
  const reach = Math.max(2, Math.round(steps.length * (0.2 + 0.8 * chance(`reach${index}`))));
  // About half the team (the keener half more often) learns something today, so that this week's
  // and this month's boards are full even on the first day of a month.
  const activeToday = chance(`today${index}`) < 0.35 + zeal * 0.6;
  const trackers: TrackerEntry[] = [];
  let next = 0;
  // Colleagues joined over the sixty days, so the month and week boards have newcomers too.
  const joined = DEMO_HISTORY_DAYS - 1 - Math.floor(chance(`joined${index}`) * 45);
  for (let ago = joined; ago >= 1 && next < (activeToday ? reach - 1 : reach); ago--) {
    const day = subDays(startOfDay(today), ago);
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6;
    if (chance(`${index}d${ago}`) > zeal * (weekend ? 0.3 : 1)) continue;
    let at = addMinutes(day, (8 + Math.floor(chance(`${index}h${ago}`) * 10)) * 60);
    trackers.push(sessionStarted(at));
    // The first visit starts the path; later, most visits take one lesson and some only look around.
    const count = next === 0 ? 1 : Math.floor(chance(`${index}n${ago}`) * 1.7);
    for (let n = 0; n < count && next < reach; n++) {
      const step = steps[next];
      if (!step) break;
      const key = `${index}s${next}a${ago}`;
      at = addMinutes(at, 6);
      const { events, right } = stepEvents(step, skill, key, at);
      trackers.push(...events);
      // A failed quiz stays next in line, to be taken again.
      if (right >= 0.6) next++;
    }
  }
  // Today's visit lies between midnight and now, however early now is: the lessons up to the next
  // quiz, passed (only quizzes earn points, and today's boards should show it).
  const quiz = steps.findIndex((s, i) => i >= next && s.kind === 'deck' && s.readerType === 'assessment');
  const todaySteps = steps.slice(next, quiz >= 0 ? quiz + 1 : next + 1);
  if (activeToday && todaySteps.length > 0) {
    const dayStart = startOfDay(today).getTime();
    let at = new Date(dayStart + (today.getTime() - dayStart) * (0.3 + 0.6 * chance(`${index}today`)));
    const minuteMs = Math.min(60_000, (today.getTime() - at.getTime()) / (6 * todaySteps.length + 1));
    trackers.push(sessionStarted(at));
    for (const [n, step] of todaySteps.entries()) {
      at = new Date(at.getTime() + minuteMs);
      trackers.push(...stepEvents(step, 1, `${index}s${next + n}today`, at, minuteMs).events);
      at = new Date(at.getTime() + 5 * minuteMs);
    }
  }
  return trackers;
}

const sessionStarted = (at: Date): TrackerEntry => ({
  uuid: randomUUID(),
  name: 'SESSION_STARTED',
  payload: { day: at.toISOString().slice(0, 10) },
  time: at.toISOString(),
});

const REWARDS = [
  {
    name: 'Coffee voucher',
    description: 'A coffee of your choice at the office café.',
    costCoins: 40,
    stock: 50,
  },
  {
    name: 'Extra learning hour',
    description: 'One more hour of learning time, on us.',
    costCoins: 120,
    stock: null,
  },
  { name: 'Team lunch', description: 'Lunch for you and two colleagues.', costCoins: 300, stock: 10 },
];

/**
 * The demo team's history: each colleague's sixty days through the tracker, then a few rewards in
 * the shop, bought by the colleagues who saved enough coins.
 */
export async function seedDemoHistory(
  db: Database,
  team: TeamRow,
  colleagues: UserRow[],
  content: { courses: CourseRow[]; articles: ArticleRow[] },
  today: Date = new Date(),
) {
  const steps = await learningPath(db, content.courses, content.articles);
  for (const [index, user] of colleagues.entries()) {
    const trackers = colleagueHistory(index, steps, today);
    // Small batches, as the app sends them, with a pause between: the embedded database runs on the
    // server's thread, and requests that arrive meanwhile are answered in the pauses.
    for (let from = 0; from < trackers.length; from += BATCH_SIZE) {
      await ingestBatch(db, { user, team }, trackers.slice(from, from + BATCH_SIZE));
      await setImmediate();
    }
  }
  const rewards = [];
  for (const reward of REWARDS)
    rewards.push(await saveReward(db, team.id, null, { ...reward, active: true }));
  for (const [index, user] of colleagues.entries()) {
    const reward = rewards[index % rewards.length];
    if (!reward || chance(`reward${index}`) > 0.3) continue;
    // Only who has the coins may buy: a refused purchase is simply not made.
    await redeemReward(db, { user, team }, reward._id).catch((error: unknown) => {
      if (!(error instanceof HttpError)) throw error;
    });
  }
}
