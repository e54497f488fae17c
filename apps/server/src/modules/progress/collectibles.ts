import { collectibleSchema } from '@lp/shared/formats/interactive';
import { baseReaderType, type ProgressRecord } from '@lp/shared/progress';

/**
 * The collectible a scratch card (or a set of them) grants when it is completed for the first
 * time, or null. Achievements are unique per learner and source, so it is granted once.
 */
export function collectibleAward(
  item: { id: string; readerType: string; content: Record<string, unknown> },
  previous: ProgressRecord | undefined,
  record: ProgressRecord,
) {
  const type = baseReaderType(item.readerType);
  if (type !== 'scratchcard' && type !== 'scratchcards') return null;
  if (!record.completion || previous?.completion) return null;
  const collectible = collectibleSchema.safeParse(item.content.collectible);
  if (!collectible.success) return null;
  return {
    kind: 'collectible' as const,
    sourceId: item.id,
    title: collectible.data.title,
    image: collectible.data.image || null,
  };
}
