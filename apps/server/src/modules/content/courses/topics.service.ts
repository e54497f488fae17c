import {
  alreadyAtEdgeMessage,
  type BuilderCourse,
  type BuilderTopic,
  type MoveDirection,
} from '@lp/shared/builder';
import type { Db } from '../../../db/client';
import type { CourseRow, TopicRow } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/http-errors';
import { assertContentEditable, assertStructureEditable, type BuilderCaller } from '../authoring.policy';
import { presentTopic } from '../authoring.presenters';
import * as contentService from '../catalog/service';
import { courseOutline, courseToEdit } from './courses.service';
import * as outlineRepo from './outline.repo';

/** Any change inside a course counts as an edit of the course (dashboard "updatedAt"). */
export const touchCourse = (db: Db, course: CourseRow) =>
  outlineRepo.updateCourseRow(db, course.id, { updatedAt: new Date() });

/** The topic must belong to the course named in the path. */
async function topicOfCourse(db: Db, caller: BuilderCaller, courseId: string, topicId: string) {
  const course = await courseToEdit(db, caller, courseId);
  const topic = await outlineRepo.findTopic(db, caller.team.id, topicId);
  if (!topic || topic.courseId !== course.id) throw notFound();
  return { course, topic };
}

const presentWithDecks = async (db: Db, topic: TopicRow): Promise<BuilderTopic> =>
  presentTopic(topic, await outlineRepo.decksOfTopic(db, topic.id));

export async function createTopic(
  db: Db,
  caller: BuilderCaller,
  courseId: string,
  name: string,
): Promise<BuilderTopic> {
  const course = await courseToEdit(db, caller, courseId);
  assertStructureEditable(course);
  const topic = await contentService.createTopic(db, {
    teamId: course.teamId,
    courseId: course.id,
    name,
    position: await outlineRepo.nextTopicPosition(db, course.id),
  });
  await touchCourse(db, course);
  return presentWithDecks(db, topic);
}

export async function renameTopic(
  db: Db,
  caller: BuilderCaller,
  courseId: string,
  topicId: string,
  name: string,
): Promise<BuilderTopic> {
  const { course, topic } = await topicOfCourse(db, caller, courseId, topicId);
  assertContentEditable(course);
  const updated = await outlineRepo.updateTopicRow(db, topic.id, { name });
  await touchCourse(db, course);
  return presentWithDecks(db, updated);
}

/** Swaps the topic with its neighbour; answers the whole outline in its new order. */
export async function moveTopic(
  db: Db,
  caller: BuilderCaller,
  courseId: string,
  topicId: string,
  direction: MoveDirection,
): Promise<BuilderCourse> {
  const { course, topic } = await topicOfCourse(db, caller, courseId, topicId);
  assertStructureEditable(course);
  const neighbour = await outlineRepo.neighbourTopic(db, topic, direction);
  if (!neighbour) throw badRequest(alreadyAtEdgeMessage(direction));
  await db.transaction(async (tx) => {
    await outlineRepo.updateTopicRow(tx, topic.id, { position: neighbour.position });
    await outlineRepo.updateTopicRow(tx, neighbour.id, { position: topic.position });
  });
  return courseOutline(db, caller, await touchCourse(db, course));
}

/** Deletes a topic with its decks. */
export async function deleteTopic(db: Db, caller: BuilderCaller, courseId: string, topicId: string) {
  const { course, topic } = await topicOfCourse(db, caller, courseId, topicId);
  assertStructureEditable(course);
  await outlineRepo.deleteTopicRow(db, topic.id);
  await touchCourse(db, course);
}
