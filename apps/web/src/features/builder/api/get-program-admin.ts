import type { BuilderProgram } from '@lp/shared/builder';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** GET programs/{id}/showAdmin: a program with its courses in order. */
export async function getProgramAdmin(id: string, signal?: AbortSignal): Promise<BuilderProgram> {
  return api.get<BuilderProgram>(`programs/${encodeURIComponent(id)}/showAdmin`, { signal });
}

export function useProgramAdmin(id: string) {
  return useQuery({
    queryKey: builderKeys.program(id),
    queryFn: ({ signal }) => getProgramAdmin(id, signal),
  });
}
