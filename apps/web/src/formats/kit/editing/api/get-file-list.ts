import type { AssetKind, FileEntry } from '@lp/shared/assets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../../lib/api-client.ts';

/** GET files/getList?kind=: the team's uploaded files of one kind, for the editors' pickers. */
export function fileListQueryOptions(kind: AssetKind) {
  return queryOptions({
    queryKey: ['files', 'list', kind],
    queryFn: ({ signal }) => api.get<FileEntry[]>(`files/getList?kind=${kind}`, { signal }),
    staleTime: 30_000,
  });
}

export function useFileList(kind: AssetKind, enabled: boolean) {
  return useQuery({ ...fileListQueryOptions(kind), enabled });
}
