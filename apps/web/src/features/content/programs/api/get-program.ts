import type { programDetailSchema } from '@lp/shared/content/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';

export type ProgramDetail = z.output<typeof programDetailSchema>;

/** Every cached program detail starts with this key (the progress push updates its courses). */
export const programDetailKeyPrefix = ['programs', 'show'] as const;

/** GET programs/{id}/show: the program and its courses in order. */
export async function getProgram(programId: string): Promise<ProgramDetail> {
  return api.get<ProgramDetail>(`programs/${encodeURIComponent(programId)}/show`);
}

export const programQueryOptions = (programId: string) =>
  queryOptions({ queryKey: [...programDetailKeyPrefix, programId], queryFn: () => getProgram(programId) });

export function useProgram(programId: string) {
  return useQuery(programQueryOptions(programId));
}
