import type { availabilityResponseSchema } from '@lp/shared/auth';
import { LIMITS } from '@lp/shared/constants';
import { useDebouncedValue } from '@mantine/hooks';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

/** Typing pause before the availability check. */
export const USERNAME_CHECK_DELAY_MS = 400;

export type UsernameAvailability = 'idle' | 'checking' | 'available' | 'unavailable' | 'unknown';

/** GET users/check/{username}: whether the username is valid and free. */
export async function checkUsername(username: string, signal?: AbortSignal): Promise<boolean> {
  const body = await api.get<z.output<typeof availabilityResponseSchema>>(
    `users/check/${encodeURIComponent(username)}`,
    { signal },
  );
  return body.available;
}

export function checkUsernameQueryOptions(username: string) {
  return queryOptions({
    queryKey: ['users', 'check', username],
    queryFn: ({ signal }) => checkUsername(username, signal),
    staleTime: 30_000,
  });
}

/** SPEC §5: checked after a typing pause, only once the username is longer than 3 characters. */
export function useUsernameAvailability(username: string): UsernameAvailability {
  const typed = username.trim();
  const [settled] = useDebouncedValue(typed, USERNAME_CHECK_DELAY_MS);
  const checkable = settled.length >= LIMITS.usernameMinLength;
  const query = useQuery({ ...checkUsernameQueryOptions(settled), enabled: checkable });

  if (typed.length < LIMITS.usernameMinLength) return 'idle';
  if (settled !== typed || query.isPending) return 'checking';
  if (query.isError) return 'unknown';
  return query.data ? 'available' : 'unavailable';
}
