import type { ScormTocItem } from '@lp/shared/formats/scorm';
import type { ScormNavRequest } from '../runtime.ts';

/** The items a learner can open, in tree order (clusters have no url). */
export const launchable = (items: ScormTocItem[]) => items.filter((item) => item.url !== null);

/**
 * Where a navigation request leads from the current item, or null when the manifest's sequencing
 * does not allow it: continue and previous need flow (previous also not forward only), choice
 * needs every cluster above the target to allow choice. SCORM 1.2 allows all (the server says so).
 */
export function targetOf(
  items: ScormTocItem[],
  currentId: string | null,
  request: ScormNavRequest,
): ScormTocItem | null {
  const list = launchable(items);
  const index = list.findIndex((item) => item.id === currentId);
  const current = list[index];
  switch (request.request) {
    case 'continue':
      return current?.flow ? (list[index + 1] ?? null) : null;
    case 'previous':
      return current?.flow && !current.forwardOnly && index > 0 ? (list[index - 1] ?? null) : null;
    case 'choice': {
      const target = list.find((item) => item.id === request.target);
      return target?.selectable ? target : null;
    }
    default:
      return null;
  }
}
