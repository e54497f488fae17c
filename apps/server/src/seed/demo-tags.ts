import type { Database } from '../db/client';
import type { ContentKind } from '../db/schema';
import { insertTag, replaceTagItems } from '../modules/tags/repo';
import { updateTeamRow } from '../modules/teams/repo';

export const DEMO_TAGS = ['Onboarding', 'Security', 'Sales', 'Wellbeing'] as const;
export type DemoTag = (typeof DEMO_TAGS)[number];

/** The carousels the home shows per stage: new colleagues (stage 1) see onboarding and security. */
export const DEMO_HOME_TAGS = {
  '1': ['Onboarding', 'Security'],
  '2': ['Sales', 'Wellbeing'],
  '3': ['Sales', 'Wellbeing'],
  '4': ['Sales', 'Security'],
} satisfies Partial<Record<'1' | '2' | '3' | '4', DemoTag[]>>;

export interface TaggedItem {
  kind: ContentKind;
  id: string;
  tags: readonly string[];
}

/** Creates the demo tags, puts them on the given items and sets the team's home carousels. */
export async function seedDemoTags(db: Database, teamId: string, items: TaggedItem[]): Promise<void> {
  for (const name of DEMO_TAGS) {
    const tag = await insertTag(db, teamId, name);
    const carrying = items
      .filter((item) => item.tags.includes(name))
      .map((item) => ({ itemKind: item.kind, itemId: item.id }));
    await replaceTagItems(db, teamId, tag.id, carrying);
  }
  await updateTeamRow(db, teamId, { homeTags: DEMO_HOME_TAGS });
}
