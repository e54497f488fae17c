import type {
  ReportFormat,
  ReportSection,
  SavedReport,
  SavedReportInput,
  SavedReportVersion,
} from '@lp/shared/analytics/saved-reports';
import type { Dashboard } from '@lp/shared/builder';
import type { UserSearchResponse } from '@lp/shared/content/enrolment';
import { SESSION_INVALID_STATUS } from '@lp/shared/error-body';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api, apiUrl } from '../../../lib/api-client.ts';
import { toApiClientError } from '../../../lib/api-error.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { downloadApiFile } from '../../../lib/save-file.ts';
import { handleSessionInvalid } from '../../../lib/session.ts';

const base = 'analytics/reports/saved';
const listKey = ['analytics', 'savedReports'] as const;

export function useSavedReports() {
  return useQuery({
    queryKey: listKey,
    queryFn: ({ signal }): Promise<SavedReport[]> =>
      api.get<SavedReport[]>(`${base}/getList/all`, { signal }),
  });
}

export function useReportTable(id: string | null, page: number) {
  return useQuery({
    queryKey: [...listKey, id, 'table', page],
    enabled: id !== null,
    queryFn: ({ signal }): Promise<ReportSection> =>
      api.get<ReportSection>(`${base}/getManagerReports/${id}/table?page=${page}&pageSize=20`, { signal }),
  });
}

export function useSaveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: SavedReportInput }) =>
      id
        ? api.put<SavedReportVersion>(`${base}/${id}`, input as unknown as Record<string, unknown>)
        : api.post<SavedReportVersion>(`${base}/create`, input as unknown as Record<string, unknown>),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

export function useRunReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      z
        .object({ rows: z.number(), recipients: z.number() })
        .parse(await api.post<unknown>(`${base}/${id}/run`)),
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

/** Calls that need the raw response (a delete without a body, a file): fetched here with the token. */
async function rawRequest(path: string, init: RequestInit = {}): Promise<Response> {
  const token = useAuthStore.getState().token;
  const response = await fetch(apiUrl(path), {
    ...init,
    headers: token ? { 'access-token': token } : {},
  });
  if (response.status === SESSION_INVALID_STATUS) handleSessionInvalid();
  if (!response.ok) throw toApiClientError(response.status, await response.text());
  return response;
}

export function useDeleteReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await rawRequest(`${base}/${id}`, { method: 'DELETE' });
    },
    onSuccess: () => client.invalidateQueries({ queryKey: listKey }),
  });
}

/** GET {id}/download: the file is fetched with the session's token and handed to the browser. */
export function downloadReport(id: string, format: ReportFormat): Promise<void> {
  return downloadApiFile(`${base}/${id}/download?format=${format}`, `report.${format}`);
}

/** The courses, exams and contests a report can cover (builder/dashboard: the caller's content). */
export function useReportCourseOptions() {
  return useQuery({
    queryKey: ['analytics', 'reportCourseOptions'],
    queryFn: async ({ signal }) =>
      (await api.get<Dashboard>('builder/dashboard', { signal })).items
        .filter((item) => item.kind === 'course' || item.kind === 'exam' || item.kind === 'contest')
        .map((item) => ({ value: item._id, label: item.name })),
  });
}

/** Users of the team a report can be sent to, by name (users/list/search). */
export function useRecipientOptions(text: string) {
  return useQuery({
    queryKey: ['analytics', 'recipientOptions', text],
    placeholderData: keepPreviousData,
    queryFn: async ({ signal }) =>
      (
        await api.post<UserSearchResponse>('users/list/search', { query: { text, pageSize: 50 } }, { signal })
      ).users
        .filter((user) => user.active)
        .map((user) => ({
          value: user._id,
          label: `${user.first_name} ${user.last_name}`.trim() || user.username,
        })),
  });
}
