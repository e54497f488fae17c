import type { HomeFeed } from '@lp/shared/home';
import type { Db } from '../../db/client';
import type { Viewer } from '../content/catalog/catalog.service';
import { learnerLibraryAndTags } from '../content/catalog/learner-library';
import { learnerRead } from '../learner-reads/service';
import { pickTagsByNames } from '../tags/service';
import { composeFeed } from './feed';
import * as repo from './repo';

/**
 * home/feed: recently viewed, newly added, one carousel per stage tag, and recommendations. Two
 * statements at once: the library (the team's cached content and the learner's marks) and the
 * learner's progress records with their stage. `until`: when a card's access may next change.
 */
export async function homeFeed(db: Db, viewer: Viewer): Promise<{ feed: HomeFeed; until: number | null }> {
  const owner = { teamId: viewer.team.id, userId: viewer.user.id };
  const [{ library, teamTags, until }, { records, walletStage }] = await Promise.all([
    learnerLibraryAndTags(db, viewer),
    learnerRead(owner, 'home_feed', () => repo.feedState(db, owner)),
  ]);
  // The learner's stage picks the carousels: their wallet's stage (gamification keeps it up to
  // date with points), else the stage on their profile.
  const stage = String(walletStage ?? viewer.user.stage) as '1' | '2' | '3' | '4';
  const carouselTags = pickTagsByNames(teamTags, viewer.team.homeTags[stage] ?? []);
  return { feed: composeFeed({ library, records, carouselTags }), until };
}
