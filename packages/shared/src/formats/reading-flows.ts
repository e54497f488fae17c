import { z } from 'zod';
import { imageUrlSchema, requiredText } from './reading-fields.ts';

/**
 * The branching reading formats: a dialogue (a scripted chat whose replies branch) and a decision
 * flow (qdf: questions whose answers lead to other questions and finally to an outcome). Every
 * reference to a step must name a step of the same document.
 */

const stepId = z.string().trim().min(1, 'Every step needs an id').max(40);

/** Adds an issue for every id used twice and for every reference to an id that does not exist. */
function checkReferences(
  ctx: z.RefinementCtx,
  listPath: string,
  ids: string[],
  references: { id: string | undefined; path: (string | number)[] }[],
) {
  const known = new Set<string>();
  ids.forEach((id, index) => {
    if (known.has(id))
      ctx.addIssue({
        code: 'custom',
        message: `The id "${id}" is used twice`,
        path: [listPath, index, 'id'],
      });
    known.add(id);
  });
  for (const reference of references) {
    if (reference.id !== undefined && !known.has(reference.id)) {
      ctx.addIssue({
        code: 'custom',
        message: `"${reference.id}" is not a step of this flow`,
        path: reference.path,
      });
    }
  }
}

export const dialogueContentSchema = z
  .object({
    speakers: z
      .array(
        z.object({
          id: stepId,
          name: requiredText('Every speaker name', 80),
          image: imageUrlSchema.optional(),
        }),
        'Add at least one speaker',
      )
      .min(1, 'Add at least one speaker')
      .max(10),
    steps: z
      .array(
        z.object({
          id: stepId,
          speakerId: stepId,
          text: requiredText('Every message', 1000),
          /** Where the conversation goes after this message when it offers no replies; none ends it. */
          next: stepId.optional(),
          /** Replies the learner picks from; each leads to its own step. */
          choices: z
            .array(z.object({ text: requiredText('Every reply', 300), next: stepId }))
            .max(6)
            .default([]),
        }),
        'Add at least one message',
      )
      .min(1, 'Add at least one message')
      .max(200),
  })
  .superRefine((value, ctx) => {
    const speakers = new Set(value.speakers.map((speaker) => speaker.id));
    value.steps.forEach((step, index) => {
      if (!speakers.has(step.speakerId)) {
        ctx.addIssue({
          code: 'custom',
          message: 'Choose who says this message',
          path: ['steps', index, 'speakerId'],
        });
      }
    });
    checkReferences(
      ctx,
      'steps',
      value.steps.map((step) => step.id),
      value.steps.flatMap((step, index) => [
        { id: step.next, path: ['steps', index, 'next'] },
        ...step.choices.map((choice, c) => ({
          id: choice.next,
          path: ['steps', index, 'choices', c, 'next'],
        })),
      ]),
    );
  });

const questionNode = z.object({
  id: stepId,
  kind: z.literal('question'),
  text: requiredText('Every question', 500),
  options: z
    .array(
      z.object({ label: requiredText('Every answer', 120), next: stepId }),
      'A question needs at least two answers',
    )
    .min(2, 'A question needs at least two answers')
    .max(8),
});
const outcomeNode = z.object({
  id: stepId,
  kind: z.literal('outcome'),
  title: requiredText('Every outcome title'),
  text: z.string().max(2000),
});

/** A decision flow: the first node is the start; each answer leads to another node. */
export const qdfContentSchema = z
  .object({
    nodes: z
      .array(
        z.discriminatedUnion('kind', [questionNode, outcomeNode]),
        'Add a question and at least one outcome',
      )
      .min(2, 'Add a question and at least one outcome')
      .max(100),
  })
  .superRefine((value, ctx) => {
    if (value.nodes[0]?.kind !== 'question') {
      ctx.addIssue({ code: 'custom', message: 'The flow must start with a question', path: ['nodes', 0] });
    }
    if (!value.nodes.some((node) => node.kind === 'outcome')) {
      ctx.addIssue({ code: 'custom', message: 'Add at least one outcome', path: ['nodes'] });
    }
    checkReferences(
      ctx,
      'nodes',
      value.nodes.map((node) => node.id),
      value.nodes.flatMap((node, index) =>
        node.kind === 'question'
          ? node.options.map((option, o) => ({
              id: option.next,
              path: ['nodes', index, 'options', o, 'next'],
            }))
          : [],
      ),
    );
  });

export type DialogueContent = z.infer<typeof dialogueContentSchema>;
export type QdfContent = z.infer<typeof qdfContentSchema>;
