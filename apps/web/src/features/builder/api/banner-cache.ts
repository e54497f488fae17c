import type { QueryClient } from '@tanstack/react-query';

/** Banners show in the builder list and, once published, on the learner home. */
export function refreshBanners(queryClient: QueryClient) {
  void queryClient.invalidateQueries({ queryKey: ['banners'] });
  void queryClient.invalidateQueries({ queryKey: ['home'] });
}
