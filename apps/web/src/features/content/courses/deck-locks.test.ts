import { describe, expect, it } from 'vitest';
import { id, makeCourseDetail } from '../../../test/catalog-factories.ts';
import { deckStatuses, nextDeck, resumeDeck } from './deck-locks.ts';

const outline = [
  [
    { n: 11, name: 'Strong passwords' },
    { n: 12, name: 'Password check', readerType: 'assessment' },
  ],
  [{ n: 13, name: 'Spotting phishing', readerType: 'faq' }],
];
const sequential = makeCourseDetail(1, 'Security', outline, { sequential: true });
const free = makeCourseDetail(2, 'Welcome', outline);
const done = { completion: true };
const locks = (statuses: ReturnType<typeof deckStatuses>) => [...statuses.values()].map((s) => s.locked);

describe('deck locks', () => {
  it('keeps each deck of a sequential course locked until every deck before it is complete', () => {
    expect(locks(deckStatuses(sequential, {}))).toEqual([false, true, true]);
    expect(locks(deckStatuses(sequential, { [id(11)]: done }))).toEqual([false, false, true]);
    expect(locks(deckStatuses(sequential, { [id(11)]: done, [id(12)]: done }))).toEqual([
      false,
      false,
      false,
    ]);
    // A later deck completed out of order does not open the ones before it.
    expect(locks(deckStatuses(sequential, { [id(12)]: done }))).toEqual([false, true, true]);
  });

  it('locks nothing in a free course, and everything when the course is not open', () => {
    expect(locks(deckStatuses(free, {}))).toEqual([false, false, false]);
    expect(locks(deckStatuses(free, {}, false))).toEqual([true, true, true]);
  });

  it('orders decks by topic position, then deck position', () => {
    const shuffled = { ...free, topics: [...free.topics].reverse() };
    expect([...deckStatuses(shuffled, {}).keys()]).toEqual([id(11), id(12), id(13)]);
  });

  it('resumes at the last position, else at the first open unfinished deck', () => {
    const statuses = deckStatuses(sequential, { [id(11)]: done });
    expect(resumeDeck(statuses, null)?._id).toBe(id(12));
    expect(resumeDeck(deckStatuses(free, {}), { topicId: id(201), deckId: id(13) })?._id).toBe(id(13));
    // A locked last position is not resumed.
    expect(resumeDeck(deckStatuses(sequential, {}), { topicId: id(101), deckId: id(13) })?._id).toBe(id(11));
    expect(nextDeck(statuses, id(12))?.deck._id).toBe(id(13));
    expect(nextDeck(statuses, id(13))).toBeNull();
  });
});
