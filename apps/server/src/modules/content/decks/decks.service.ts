import {
  alreadyAtEdgeMessage,
  type BuilderCourse,
  type BuilderDeck,
  type DeckCreateBody,
  type DeckUpdateBody,
  type MoveDirection,
} from '@lp/shared/builder';
import { DEFAULT_DECK_SETTINGS, deckSettingsSchema } from '@lp/shared/content';
import { keyedMessage } from '@lp/shared/i18n/message-keys';
import type { Db } from '../../../db/client';
import type { DeckRow } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/http-errors';
import { assertContentAllowed } from '../../billing/plan.service';
import { assertDeckEditable, assertStructureEditable, type BuilderCaller } from '../authoring.policy';
import { presentDeck } from '../authoring.presenters';
import * as contentService from '../catalog/service';
import { courseOutline, courseToEdit, courseToRead } from '../courses/courses.service';
import * as outlineRepo from '../courses/outline.repo';
import { touchCourse } from '../courses/topics.service';
import {
  assertFormatEnabled,
  formatOrBadRequest,
  initialContent,
  validFormatContent,
} from './format-content';

async function deckToEdit(db: Db, caller: BuilderCaller, id: string) {
  const deck = await outlineRepo.findDeck(db, caller.team.id, id);
  if (!deck) throw notFound();
  return { deck, course: await courseToEdit(db, caller, deck.courseId) };
}

function validSettings(changes: Partial<DeckRow['settings']>, current: DeckRow['settings']) {
  const parsed = deckSettingsSchema.safeParse({ ...current, ...changes });
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid deck settings');
  return parsed.data;
}

/** decks/{id}/showAdmin: the deck with its full content (answer keys included). */
export async function showDeck(db: Db, caller: BuilderCaller, id: string): Promise<BuilderDeck> {
  const deck = await outlineRepo.findDeck(db, caller.team.id, id);
  if (!deck) throw notFound();
  await courseToRead(db, caller, deck.courseId);
  return presentDeck(deck);
}

export async function createDeck(db: Db, caller: BuilderCaller, body: DeckCreateBody): Promise<BuilderDeck> {
  const topic = await outlineRepo.findTopic(db, caller.team.id, body.topicId);
  if (!topic) throw notFound();
  const course = await courseToEdit(db, caller, topic.courseId);
  const format = formatOrBadRequest(body.readerType);
  assertFormatEnabled(caller.team, format.readerType);
  assertContentAllowed(caller.team);
  if (course.kind === 'exam' && !format.examAllowed)
    throw badRequest(keyedMessage('builder.examFormatNotAllowed', body.readerType));
  assertDeckEditable(course, body.readerType);
  const deck = await contentService.createDeck(db, {
    teamId: course.teamId,
    courseId: course.id,
    topicId: topic.id,
    name: body.name,
    category: format.readerType,
    readerType: body.readerType,
    position: await outlineRepo.nextDeckPosition(db, topic.id),
    settings: validSettings(body.settings ?? {}, DEFAULT_DECK_SETTINGS),
    content: initialContent(body.readerType, body.content),
  });
  await touchCourse(db, course);
  return presentDeck(deck);
}

export async function updateDeck(
  db: Db,
  caller: BuilderCaller,
  id: string,
  body: DeckUpdateBody,
): Promise<BuilderDeck> {
  const { deck, course } = await deckToEdit(db, caller, id);
  assertDeckEditable(course, deck.readerType);
  const updated = await outlineRepo.updateDeckRow(db, deck.id, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.settings ? { settings: validSettings(body.settings, deck.settings) } : {}),
    ...(body.content ? { content: validFormatContent(deck.readerType, body.content) } : {}),
    updatedAt: new Date(),
  });
  await touchCourse(db, course);
  return presentDeck(updated);
}

/** A copy of the deck at the end of its topic. */
export async function duplicateDeck(db: Db, caller: BuilderCaller, id: string): Promise<BuilderDeck> {
  const { deck, course } = await deckToEdit(db, caller, id);
  assertDeckEditable(course, deck.readerType);
  const copy = await contentService.createDeck(db, {
    teamId: deck.teamId,
    courseId: deck.courseId,
    topicId: deck.topicId,
    name: `${deck.name} (copy)`,
    category: deck.category,
    readerType: deck.readerType,
    position: await outlineRepo.nextDeckPosition(db, deck.topicId),
    settings: deck.settings,
    content: deck.content,
  });
  await touchCourse(db, course);
  return presentDeck(copy);
}

export async function deleteDeck(db: Db, caller: BuilderCaller, id: string) {
  const { deck, course } = await deckToEdit(db, caller, id);
  assertStructureEditable(course);
  await outlineRepo.deleteDeckRow(db, deck.id);
  await touchCourse(db, course);
}

/** Swaps the deck with its neighbour in its topic; answers the whole outline in its new order. */
export async function moveDeck(
  db: Db,
  caller: BuilderCaller,
  id: string,
  direction: MoveDirection,
): Promise<BuilderCourse> {
  const { deck, course } = await deckToEdit(db, caller, id);
  assertStructureEditable(course);
  const neighbour = await outlineRepo.neighbourDeck(db, deck, direction);
  if (!neighbour) throw badRequest(alreadyAtEdgeMessage(direction));
  await db.transaction(async (tx) => {
    await outlineRepo.updateDeckRow(tx, deck.id, { position: neighbour.position });
    await outlineRepo.updateDeckRow(tx, neighbour.id, { position: deck.position });
  });
  return courseOutline(db, caller, await touchCourse(db, course));
}
