import type { QueryClient } from '@tanstack/react-query';
import { builderKeys } from './keys.ts';

/** Tags show in the builder, on the learner home and on tag pages. */
export function refreshTags(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: builderKeys.tags });
  void queryClient.invalidateQueries({ queryKey: ['tags'] });
  void queryClient.invalidateQueries({ queryKey: ['home'] });
}
