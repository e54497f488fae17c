import type { HomeFeed } from '@lp/shared/home';
import type { Db } from '../../db/client';
import type { Viewer } from '../content/catalog/catalog.service';
import { learnerLibrary } from '../content/catalog/learner-library';
import { tagsNamed } from '../tags/service';
import { composeFeed } from './feed';
import * as repo from './repo';

/**
 * The learner's stage picks the carousels: their wallet's stage (gamification keeps it up to
 * date with points), else the stage on their profile.
 */
async function stageOf(db: Db, viewer: Viewer): Promise<number> {
  return (await repo.walletStage(db, viewer.user.id)) ?? viewer.user.stage;
}

/** home/feed: recently viewed, newly added, one carousel per stage tag, and recommendations. */
export async function homeFeed(db: Db, viewer: Viewer): Promise<HomeFeed> {
  const owner = { teamId: viewer.team.id, userId: viewer.user.id };
  const stage = String(await stageOf(db, viewer)) as '1' | '2' | '3' | '4';
  const [library, records, carouselTags] = await Promise.all([
    learnerLibrary(db, viewer),
    repo.viewRecords(db, owner),
    tagsNamed(db, viewer.team.id, viewer.team.homeTags[stage] ?? []),
  ]);
  return composeFeed({ library, records, carouselTags });
}
