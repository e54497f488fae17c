import type { Database } from '../db/client';
import type { ArticleRow, CourseRow } from '../db/schema';
import type { DemoMedia } from './demo-assets';
import { commerceDemoArticles, commerceDemoDecks } from './demo-formats-commerce';
import { interactiveDemoDecks, TIMED_QUIZ_NAME } from './demo-formats-interactive';
import { awardDemoDecks, mediaDemoDecks, SCORM_DECK_NAME, VIDEO_DECK_NAME } from './demo-formats-media';
import { type DemoCourseRefs, readingDemoArticles, readingDemoDecks } from './demo-formats-reading';
import { createDemoArticle, createDemoCourse, type DemoDeck } from './demo-insert';

export const SHOWCASE_COURSE_NAME = 'Formats Showcase';
export const SHOWCASE_FIRST_TOPIC = 'Try every format';

/** Takes the decks named `names` out of `decks`, in the order of `names`. */
function pick(decks: DemoDeck[], names: string[]): DemoDeck[] {
  return names.map((name) => {
    const index = decks.findIndex((deck) => deck.name === name);
    const [deck] = index === -1 ? [] : decks.splice(index, 1);
    if (!deck) throw new Error(`The demo deck "${name}" is missing`);
    return deck;
  });
}

export interface DemoShowcase {
  course: CourseRow;
  articles: { row: ArticleRow; tags: string[] }[];
}

/**
 * The "Formats Showcase" course (one deck per format, grouped like the builder's format picker)
 * and the standalone articles of the formats that read best on their own. Together they hold at
 * least one item of every reader type. Not sequential, so learners may jump to any format.
 */
export async function seedFormatsShowcase(
  db: Database,
  teamId: string,
  ownerId: string,
  media: DemoMedia,
  refs: DemoCourseRefs,
): Promise<DemoShowcase> {
  const interactive = interactiveDemoDecks();
  const mediaDecks = mediaDemoDecks(media);
  const awards = awardDemoDecks(media);
  const highlights = [
    ...pick(interactive, [TIMED_QUIZ_NAME]),
    ...pick(mediaDecks, [VIDEO_DECK_NAME]),
    ...pick(awards, [SCORM_DECK_NAME]),
  ];
  const course = await createDemoCourse(db, teamId, ownerId, {
    name: SHOWCASE_COURSE_NAME,
    description:
      'A tour of every kind of learning on the platform: quizzes, videos, SCORM, stories, products and more.',
    priority: 9,
    settings: { sequential: false, teamSelfEnrolment: true },
    topics: [
      { name: SHOWCASE_FIRST_TOPIC, decks: highlights },
      { name: 'Read and explore', decks: readingDemoDecks(media, refs) },
      { name: 'Answer, practise and reflect', decks: interactive },
      { name: 'Watch, listen and take part', decks: mediaDecks },
      { name: 'Products and numbers', decks: commerceDemoDecks(media) },
      { name: 'Earn recognition', decks: awards },
    ],
  });
  const articles = [];
  for (const article of [...readingDemoArticles(media), ...commerceDemoArticles()]) {
    articles.push({ row: await createDemoArticle(db, teamId, ownerId, article), tags: article.tags });
  }
  return { course, articles };
}
