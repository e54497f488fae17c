import type { BuilderProgram, ProgramCreateBody, ProgramUpdateBody } from '@lp/shared/builder';
import { LIMITS } from '@lp/shared/constants';
import { keyedMessage } from '@lp/shared/i18n/message-keys';
import type { Db } from '../../../db/client';
import type { ProgramRow } from '../../../db/schema';
import { badRequest, notFound } from '../../../lib/http-errors';
import { assertAbility, assertCanEdit, assertCanRead, type BuilderCaller } from '../authoring.policy';
import { presentBuilderProgram } from '../authoring.presenters';
import * as contentService from '../catalog/service';
import { checkedCourseIds, newItemFields, setItemTags } from '../items/item-fields';
import * as itemsRepo from '../items/items.repo';

async function findOr404(db: Db, caller: BuilderCaller, id: string) {
  const program = await itemsRepo.findProgram(db, caller.team.id, id);
  if (!program) throw notFound();
  return program;
}

async function present(db: Db, caller: BuilderCaller, program: ProgramRow): Promise<BuilderProgram> {
  const [tags, courses] = await Promise.all([
    itemsRepo.tagRefsOf(db, 'program', program.id),
    itemsRepo.programCourseList(db, program.id),
  ]);
  return presentBuilderProgram(program, { teamName: caller.team.name, tags, courses });
}

/** SPEC §5: "Programs can be themed only if they hold fewer than 12 courses". */
function assertThemeAllowed(theme: ProgramRow['theme'] | undefined, courseCount: number) {
  if (theme && courseCount >= LIMITS.programThemingMaxCourses)
    throw badRequest(keyedMessage('builder.programThemeTooManyCourses', LIMITS.programThemingMaxCourses));
}

export async function showProgram(db: Db, caller: BuilderCaller, id: string) {
  const program = await findOr404(db, caller, id);
  assertCanRead(caller, program);
  return present(db, caller, program);
}

export async function createProgram(db: Db, caller: BuilderCaller, body: ProgramCreateBody) {
  assertAbility(caller, 'program.create');
  const courseIds = await checkedCourseIds(db, caller.team.id, body.courseIds);
  assertThemeAllowed(body.theme, courseIds.length);
  const program = await db.transaction(async (tx) => {
    const row = await contentService.createProgram(tx, {
      ...newItemFields({ teamId: caller.team.id, ownerId: caller.user.id }, body),
      published: body.published,
      sequential: body.sequential,
      theme: body.theme,
    });
    await itemsRepo.replaceProgramCourses(tx, row.id, courseIds);
    await setItemTags(tx, { teamId: caller.team.id, kind: 'program', id: row.id }, body.tags);
    return row;
  });
  return present(db, caller, program);
}

export async function updateProgram(db: Db, caller: BuilderCaller, id: string, body: ProgramUpdateBody) {
  const program = await findOr404(db, caller, id);
  assertCanEdit(caller, program);
  const { tags, courseIds: newCourseIds, ...fields } = body;
  const courseIds = newCourseIds
    ? await checkedCourseIds(db, caller.team.id, newCourseIds)
    : (await itemsRepo.programCourseList(db, id)).map((c) => c.id);
  assertThemeAllowed(fields.theme === undefined ? program.theme : fields.theme, courseIds.length);
  const updated = await db.transaction(async (tx) => {
    if (newCourseIds) await itemsRepo.replaceProgramCourses(tx, id, courseIds);
    if (tags) await setItemTags(tx, { teamId: caller.team.id, kind: 'program', id }, tags);
    return itemsRepo.updateProgramRow(tx, id, { ...fields, updatedAt: new Date() });
  });
  return present(db, caller, updated);
}

/** Deletes a program (its courses stay), its tags and favorites. */
export async function deleteProgram(db: Db, caller: BuilderCaller, id: string) {
  assertAbility(caller, 'program.delete');
  const program = await findOr404(db, caller, id);
  assertCanEdit(caller, program);
  await db.transaction(async (tx) => {
    await itemsRepo.deleteItemLinks(tx, 'program', id);
    await itemsRepo.deleteProgramRow(tx, id);
  });
}
