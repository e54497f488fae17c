import type { programCardSchema } from '@lp/shared/content/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../../lib/api-client.ts';

export type ProgramCard = z.output<typeof programCardSchema>;

/** GET programs/list: the team's programs. */
export async function listPrograms(): Promise<ProgramCard[]> {
  return api.get<ProgramCard[]>('programs/list');
}

export const programsQueryOptions = () =>
  queryOptions({ queryKey: ['programs', 'list'], queryFn: listPrograms });

export function usePrograms() {
  return useQuery(programsQueryOptions());
}
