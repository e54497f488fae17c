import type { Db } from '../db/client';
import type { ContentKind } from '../db/schema';
import { createTag, setTagItems } from '../modules/tags/service';

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

/** Creates the demo tags and puts them on the given items. */
export async function seedDemoTags(db: Db, teamId: string, items: TaggedItem[]): Promise<void> {
  for (const name of DEMO_TAGS) {
    const tag = await createTag(db, teamId, name);
    const idsOf = (kind: ContentKind) =>
      items.filter((item) => item.kind === kind && item.tags.includes(name)).map((item) => item.id);
    await setTagItems(db, teamId, tag._id, {
      courses: idsOf('course'),
      programs: idsOf('program'),
      articles: idsOf('article'),
    });
  }
}
