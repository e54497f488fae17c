import type { ChecklistTicks, GameLevels } from '@lp/shared/analytics/interactive';
import type { BuilderDeck } from '@lp/shared/builder';
import { LIMITS } from '@lp/shared/constants';
import type { Db } from '../../db/client';
import { courseOutline } from '../content/courses/courses.service';
import * as repo from './interactive.repo';
import { type AnalyticsCaller, audienceOf, courseToAnalyse } from './policy';

/** A course's decks of one category, in course order, and whose records the caller may count. */
async function decksOf(db: Db, caller: AnalyticsCaller, courseId: string, category: string) {
  const course = await courseToAnalyse(db, caller, courseId);
  const outline = await courseOutline(db, caller, course);
  const decks = outline.topics.flatMap((t) => t.decks).filter((d) => d.category === category);
  return { decks, audience: await audienceOf(db, caller.user) };
}

/** The games tab: for each game, how many learners reached each level at best. */
export async function courseGames(db: Db, caller: AnalyticsCaller, courseId: string): Promise<GameLevels[]> {
  const { decks, audience } = await decksOf(db, caller, courseId, 'game');
  const rows = await repo.gameLevels(
    db,
    decks.map((d) => d._id),
    audience,
  );
  return decks.map((deck) => {
    const mine = rows.filter((r) => r.deckId === deck._id);
    const players = mine.reduce((n, r) => n + r.learners, 0);
    const levelSum = mine.reduce((n, r) => n + r.level * r.learners, 0);
    const top = Math.max(LIMITS.gameLevels, ...mine.map((r) => r.level));
    return {
      deckId: deck._id,
      name: deck.name,
      players,
      averageLevel: players > 0 ? Math.round((levelSum / players) * 10) / 10 : null,
      levels: Array.from({ length: top + 1 }, (_, level) => ({
        level,
        learners: mine.find((r) => r.level === level)?.learners ?? 0,
      })),
    };
  });
}

const itemsOf = (deck: BuilderDeck) =>
  (Array.isArray(deck.content.items) ? deck.content.items : []).map((raw) => {
    const item = (raw ?? {}) as Record<string, unknown>;
    return { itemId: String(item.id ?? ''), text: String(item.text ?? item.id ?? '') };
  });

/**
 * The checklist tab: per item, the learners whose latest action ticked it. A learner who finished
 * the checklist ticked every item (the reader finishes only then), also before ticks were recorded.
 */
export async function courseChecklists(
  db: Db,
  caller: AnalyticsCaller,
  courseId: string,
): Promise<ChecklistTicks[]> {
  const { decks, audience } = await decksOf(db, caller, courseId, 'checklist');
  const ids = decks.map((d) => d._id);
  const [starters, ticks] = await Promise.all([
    repo.deckStarters(db, ids, audience),
    repo.latestTicks(db, ids, audience),
  ]);
  return decks.map((deck) => {
    const mine = starters.filter((s) => s.deckId === deck._id);
    const finished = new Set(mine.filter((s) => s.completed).map((s) => s.userId));
    return {
      deckId: deck._id,
      name: deck.name,
      started: mine.length,
      completed: finished.size,
      items: itemsOf(deck).map((item) => {
        const tickers = new Set(finished);
        for (const t of ticks)
          if (t.deckId === deck._id && t.itemId === item.itemId && t.ticked) tickers.add(t.userId);
        return { ...item, ticked: tickers.size };
      }),
    };
  });
}
