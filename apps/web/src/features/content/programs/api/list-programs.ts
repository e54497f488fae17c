import { programCardSchema } from '@lp/shared/content/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

export type ProgramCard = ReturnType<typeof programCardSchema.parse>;

/** GET programs/list: the team's programs. */
export async function listPrograms(): Promise<ProgramCard[]> {
  const data = await api.get<unknown[]>('programs/list');
  return data.map((item) => programCardSchema.parse(item));
}

export const programsQueryOptions = () =>
  queryOptions({ queryKey: ['programs', 'list'], queryFn: listPrograms });

export function usePrograms() {
  return useQuery(programsQueryOptions());
}
