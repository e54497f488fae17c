import {
  BUILDER_MESSAGES,
  type BuilderCourse,
  type CourseCreateBody,
  type CourseUpdateBody,
} from '@lp/shared/builder';
import { type CourseKind, courseSettingsSchema, DEFAULT_COURSE_SETTINGS } from '@lp/shared/content';
import type { Db } from '../../../db/client';
import type { CourseRow } from '../../../db/schema';
import { badRequest, conflict, forbidden, notFound } from '../../../lib/http-errors';
import { assertCourseAllowed } from '../../billing/plan.service';
import { teamFeatures } from '../../teams/service';
import { assertAbility, assertCanEdit, assertCanRead, type BuilderCaller } from '../authoring.policy';
import { presentBuilderCourse } from '../authoring.presenters';
import * as contentService from '../catalog/service';
import { newItemFields, setItemTags } from '../items/item-fields';
import { deleteItemLinks, tagIdsOf, tagRefsOf } from '../items/items.repo';
import * as outlineRepo from './outline.repo';

/** A course, exam or contest of the caller's team (404 for any other), that the caller may read. */
export async function courseToRead(db: Db, caller: BuilderCaller, id: string): Promise<CourseRow> {
  const course = await outlineRepo.findCourse(db, caller.team.id, id);
  if (!course) throw notFound();
  assertCanRead(caller, course);
  return course;
}

/** A course of the caller's team that the caller may change. */
export async function courseToEdit(db: Db, caller: BuilderCaller, id: string): Promise<CourseRow> {
  const course = await outlineRepo.findCourse(db, caller.team.id, id);
  if (!course) throw notFound();
  assertCanEdit(caller, course);
  return course;
}

/** courses/{id}/showAdmin: settings, topics and decks in order, full deck content. */
export async function courseOutline(
  db: Db,
  caller: BuilderCaller,
  course: CourseRow,
): Promise<BuilderCourse> {
  const [topics, decks, tags] = await Promise.all([
    outlineRepo.topicsOfCourse(db, course.id),
    outlineRepo.decksOfCourse(db, course.id),
    tagRefsOf(db, 'course', course.id),
  ]);
  return presentBuilderCourse(course, { teamName: caller.team.name, tags, topics, decks });
}

const KIND_FLAG = { course: 'courseware', exam: 'exams', contest: 'contests' } as const;
const KIND_OFF = {
  course: 'Courses are not available for this team.',
  exam: 'Exams are not available for this team.',
  contest: 'Contests are not available for this team.',
};

export async function createCourse(
  db: Db,
  caller: BuilderCaller,
  kind: CourseKind,
  body: CourseCreateBody,
): Promise<BuilderCourse> {
  assertAbility(caller, 'builder.view');
  if (!teamFeatures(caller.team)[KIND_FLAG[kind]]) throw forbidden(KIND_OFF[kind]);
  const settings = courseSettingsSchema.parse({ ...DEFAULT_COURSE_SETTINGS, ...body.settings });
  const course = await db.transaction(async (tx) => {
    await assertCourseAllowed(tx, caller.team);
    const row = await contentService.createCourse(tx, {
      ...newItemFields({ teamId: caller.team.id, ownerId: caller.user.id }, body),
      kind,
      settings,
      published: false,
    });
    await setItemTags(tx, { teamId: caller.team.id, kind: 'course', id: row.id }, body.tags);
    return row;
  });
  return courseOutline(db, caller, course);
}

/** Name, notifications, timing and the like may change while launched; sequential mode may not. */
export async function updateCourse(
  db: Db,
  caller: BuilderCaller,
  id: string,
  body: CourseUpdateBody,
): Promise<BuilderCourse> {
  const course = await courseToEdit(db, caller, id);
  const { tags, settings: settingChanges, ...fields } = body;
  let settings: CourseRow['settings'] | undefined;
  if (settingChanges) {
    const parsed = courseSettingsSchema.safeParse({ ...course.settings, ...settingChanges });
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid settings');
    if (course.launched && parsed.data.sequential !== course.settings.sequential)
      throw conflict(BUILDER_MESSAGES.sequentialLaunched);
    settings = parsed.data;
  }
  const updated = await db.transaction(async (tx) => {
    if (tags) await setItemTags(tx, { teamId: caller.team.id, kind: 'course', id }, tags);
    // Tags live in their own table: a tags-only change still marks the course as edited.
    return outlineRepo.updateCourseRow(tx, id, {
      ...fields,
      ...(settings ? { settings } : {}),
      updatedAt: new Date(),
    });
  });
  return courseOutline(db, caller, updated);
}

/** A deep copy (topics and decks), unlaunched, with a new identifier, owned by the caller. */
export async function duplicateCourse(db: Db, caller: BuilderCaller, id: string): Promise<BuilderCourse> {
  const source = await courseToEdit(db, caller, id);
  const [topics, decks, tagIds] = await Promise.all([
    outlineRepo.topicsOfCourse(db, id),
    outlineRepo.decksOfCourse(db, id),
    tagIdsOf(db, 'course', id),
  ]);
  const copy = await db.transaction(async (tx) => {
    await assertCourseAllowed(tx, caller.team);
    const row = await contentService.createCourse(tx, {
      ...newItemFields({ teamId: source.teamId, ownerId: caller.user.id }, source, `${source.name} (copy)`),
      kind: source.kind,
      settings: source.settings,
      published: false,
      launched: false,
    });
    for (const topic of topics) {
      const topicCopy = await contentService.createTopic(tx, {
        teamId: source.teamId,
        courseId: row.id,
        name: topic.name,
        position: topic.position,
      });
      for (const deck of decks.filter((d) => d.topicId === topic.id)) {
        await contentService.createDeck(tx, {
          teamId: source.teamId,
          courseId: row.id,
          topicId: topicCopy.id,
          name: deck.name,
          category: deck.category,
          readerType: deck.readerType,
          position: deck.position,
          settings: deck.settings,
          content: deck.content,
        });
      }
    }
    await setItemTags(tx, { teamId: source.teamId, kind: 'course', id: row.id }, tagIds);
    return row;
  });
  return courseOutline(db, caller, copy);
}

/** Deletes a course, exam or contest with its topics, decks, program places, tags and favorites. */
export async function deleteCourse(db: Db, caller: BuilderCaller, id: string) {
  assertAbility(caller, 'course.delete');
  const course = await courseToEdit(db, caller, id);
  await db.transaction(async (tx) => {
    await deleteItemLinks(tx, 'course', course.id);
    // program_courses, topics, decks and enrolments follow through their foreign keys.
    await outlineRepo.deleteCourseRow(tx, course.id);
  });
}
