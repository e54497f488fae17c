import type { AssetKind, FileEntry } from '@lp/shared/assets';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** GET files/getList?kind=: a compact list of the team's files for pickers. */
export async function getFiles(kind: AssetKind | undefined, signal?: AbortSignal): Promise<FileEntry[]> {
  return api.get<FileEntry[]>(`files/getList${kind ? `?kind=${kind}` : ''}`, { signal });
}

export function useFiles(kind: AssetKind | undefined, enabled: boolean) {
  return useQuery({
    queryKey: [...builderKeys.files, kind ?? 'all'],
    queryFn: ({ signal }) => getFiles(kind, signal),
    enabled,
  });
}
