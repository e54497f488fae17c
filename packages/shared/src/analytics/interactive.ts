import { z } from 'zod';

/** The builder's Games and Checklist analytics tabs: levels reached and items ticked. */

/** Learners per best level reached in a game deck (level = score / 10, 0 to the game's levels). */
export const gameLevelsSchema = z.object({
  deckId: z.string(),
  name: z.string(),
  players: z.number(),
  averageLevel: z.number().nullable(),
  levels: z.array(z.object({ level: z.number(), learners: z.number() })),
});
export type GameLevels = z.infer<typeof gameLevelsSchema>;

/** How many learners have ticked each item of a checklist deck (a finished checklist ticks them all). */
export const checklistTicksSchema = z.object({
  deckId: z.string(),
  name: z.string(),
  started: z.number(),
  completed: z.number(),
  items: z.array(z.object({ itemId: z.string(), text: z.string(), ticked: z.number() })),
});
export type ChecklistTicks = z.infer<typeof checklistTicksSchema>;
