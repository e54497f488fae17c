/**
 * # Progress engine (SPEC §3 and §4)
 *
 * Pure functions, no I/O: the server runs them to compute every state from client events (it is
 * authoritative), the web app runs the same code to show progress before the server answers.
 *
 * ## The model
 * - A **ProgressRecord** is one learner's progress on one deck or article: viewedPercentage (0-100),
 *   viewAttempts, timeSpent (seconds), score, points, coins, completion and completionDate.
 *   Completion is sticky and completionDate is set once. `normalizeRecord` fills gaps with 0 and
 *   clamps percentages (SPEC §5).
 * - Topics, courses and programs have a **RollupRecord**: a ProgressRecord plus `subStates`
 *   (child id -> completion) and `lastPosition` ({ topicId, deckId }).
 * - **Reader types** (`reader-types.ts`) map each content category to one rule group: simple,
 *   delta (pointsDelta/coinsDelta), reward, maxOf, scored. `ruleFor('articledeck')` gives the rule.
 *
 * ## The flow
 * 1. `applyDeckCompletion(previous, event)` turns a DECK_COMPLETED event into the deck's record,
 *    by the rule of its reader type (or `{ ok: false, error: 'UNKNOWN_READER_TYPE' }`).
 * 2. `applyChildCompletion(parent, childId, completed, trackedIds, at)` rolls a deck into its topic,
 *    a topic into its course, a course into its program: percent of tracked children complete.
 * 3. `applyFinalExam(course, examDeck)`: a final-exam deck decides the course completion and score.
 * 4. `replay(events, outline)` does 1-3 for a list of events, de-duplicated by uuid and ordered by
 *    time, so the same events always give the same records.
 *
 * Around it: `quizPoints` / `gamePoints` / `isPassed` (SPEC §4 "Points"), `applySessionStart`
 * (session counting and the learner's day history, on YYYY-MM-DD strings), the attempt tracking
 * state with `startAttempt`, and the tracker event names and batch schemas (`events.ts`).
 * Each file's header says how it reads the SPEC where the text leaves room.
 */
export * from './attempt.ts';
export * from './deck.ts';
export * from './event-names.ts';
export * from './events.ts';
export * from './messages.ts';
export * from './payloads.ts';
export * from './points.ts';
export * from './reader-types.ts';
export * from './replay.ts';
export * from './rollup.ts';
export * from './session.ts';
export * from './types.ts';
