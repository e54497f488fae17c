import { BUILDER_MESSAGES } from '@lp/shared/builder';
import type { Db } from '../../../db/client';
import type { ContentKind, CourseRow } from '../../../db/schema';
import { badRequest } from '../../../lib/http-errors';
import { generateIdentifier } from '../../../lib/identifiers';
import { replaceItemTags, teamCourseIds, teamTagIds } from './items.repo';

/** Sets an item's tags after checking every id is a tag of the team (400 otherwise). */
export async function setItemTags(
  db: Db,
  item: { teamId: string; kind: ContentKind; id: string },
  tagIds: string[],
) {
  const unique = [...new Set(tagIds)];
  const known = await teamTagIds(db, item.teamId, unique);
  const unknown = unique.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw badRequest(
      BUILDER_MESSAGES.unknownTag,
      unknown.map((id) => ({ path: 'tags', message: `Unknown tag: ${id}` })),
    );
  await replaceItemTags(db, item, unique);
}

/** Checks an ordered course list: the team's courses, each once (400 otherwise). */
export async function checkedCourseIds(db: Db, teamId: string, courseIds: string[]): Promise<string[]> {
  if (new Set(courseIds).size !== courseIds.length) throw badRequest(BUILDER_MESSAGES.courseInProgramOnce);
  const known = await teamCourseIds(db, teamId, courseIds);
  const unknown = courseIds.filter((id) => !known.has(id));
  if (unknown.length > 0)
    throw badRequest(
      BUILDER_MESSAGES.unknownCourse,
      unknown.map((id) => ({ path: 'courseIds', message: `Unknown course: ${id}` })),
    );
  return courseIds;
}

/** The card of a course, program or article, as a request or an existing row carries it. */
type ItemCard = Pick<CourseRow, 'name' | 'description' | 'image' | 'priority' | 'languages'>;

/**
 * What every new course, program and article starts with: its team, a fresh identifier, its owner
 * and the card fields of the request (or of the item it copies, named to mark the copy).
 */
export function newItemFields(
  owner: { teamId: string; ownerId: string },
  { name, description, image, priority, languages }: ItemCard,
  newName: string = name,
) {
  return {
    ...owner,
    identifier: generateIdentifier(),
    name: newName,
    description,
    image,
    priority,
    languages,
  };
}
