import { QueryClient } from '@tanstack/react-query';
import { ApiClientError } from './api-error.ts';

function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiClientError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 60_000 },
      mutations: { retry: false },
    },
  });
}

/** The app's one cache; cleared whenever the session ends so no data outlives its user. */
export const queryClient = createQueryClient();
