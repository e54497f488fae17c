import type { CourseSettings } from '@lp/shared/content';
import type { Db } from '../../../db/client';
import { notFound } from '../../../lib/http-errors';
import { findCourse } from '../catalog/catalog.repo';
import * as repo from './contests.repo';

/** Changes what a contest shows; its content is edited in the builder. */
export async function updateContest(
  db: Db,
  teamId: string,
  id: string,
  changes: {
    name?: string;
    description?: string;
    image?: string | null;
    published?: boolean;
    timing?: CourseSettings['timing'];
  },
) {
  const current = await findCourse(db, teamId, { id });
  if (current?.kind !== 'contest') throw notFound();
  const { timing, ...rest } = changes;
  await repo.updateContestRow(db, id, {
    ...rest,
    ...(timing ? { settings: { ...current.settings, timing } } : {}),
  });
}

/** Deletes a contest; its tags and favorites (no foreign key) go with it. */
export async function deleteContest(db: Db, teamId: string, id: string) {
  if (await repo.deleteContestRow(db, teamId, id)) await repo.deleteCourseLinks(db, id);
}
