import type { LicenseType } from '@lp/shared/constants';
import type {
  AdminUserDetail,
  CreateAndEnrolBody,
  createAndEnrolResponseSchema,
  ImportReport,
  UpdateSuperBody,
  UserCourse,
  UserListQuery,
  UserPage,
  userCountSchema,
} from '@lp/shared/users/admin';
import type { User } from '@lp/shared/users/index';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export const usersAdminKeys = {
  all: ['users-admin'] as const,
  page: (query: UserListQuery) => ['users-admin', 'page', query] as const,
  count: ['users-admin', 'count'] as const,
  card: (id: string) => ['users-admin', 'card', id] as const,
  courses: (id: string) => ['users-admin', 'courses', id] as const,
  teamCourses: ['users-admin', 'team-courses'] as const,
};

const user = (id: string) => `users/${encodeURIComponent(id)}`;

/** GET users/list/paginated/{page}/{pageSize}[/{search}] with sort and filters in the query. */
export function useUserPage(query: UserListQuery) {
  return useQuery({
    queryKey: usersAdminKeys.page(query),
    queryFn: async ({ signal }) => {
      const { page, pageSize, search, ...rest } = query;
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(rest))
        if (value !== undefined) params.set(key, String(value));
      const path = `users/list/paginated/${page}/${pageSize}${search ? `/${encodeURIComponent(search)}` : ''}`;
      return api.get<UserPage>(`${path}?${params}`, { signal });
    },
    placeholderData: keepPreviousData,
  });
}

export function useUserCount() {
  return useQuery({
    queryKey: usersAdminKeys.count,
    queryFn: ({ signal }) => api.get<z.output<typeof userCountSchema>>('users/count', { signal }),
  });
}

export function useUserCard(id: string | null) {
  return useQuery({
    queryKey: usersAdminKeys.card(id ?? ''),
    queryFn: ({ signal }) => api.get<AdminUserDetail>(`${user(id ?? '')}/showAdmin`, { signal }),
    enabled: id !== null,
  });
}

export function useUserCourses(id: string | null) {
  return useQuery({
    queryKey: usersAdminKeys.courses(id ?? ''),
    queryFn: async ({ signal }) =>
      (await api.get<{ courses: UserCourse[] }>(`${user(id ?? '')}/show/courses`, { signal })).courses,
    enabled: id !== null,
  });
}

/** The team's courses for the enrolment picker (GET courses/list answers every course to admins). */
export function useTeamCourses() {
  return useQuery({
    queryKey: usersAdminKeys.teamCourses,
    queryFn: async ({ signal }) =>
      z
        .array(z.object({ _id: z.string(), name: z.string() }).loose())
        .parse(await api.get<unknown>('courses/list', { signal }))
        .map((course) => ({ value: course._id, label: course.name })),
  });
}

function useInvalidating<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => client.invalidateQueries({ queryKey: usersAdminKeys.all }),
  });
}

export const useUpdateUser = () =>
  useInvalidating(
    async ({ id, body }: { id: string; body: UpdateSuperBody }): Promise<AdminUserDetail> =>
      api.post<AdminUserDetail>(`${user(id)}/update/super`, body),
  );

export const useSetUserActive = () =>
  useInvalidating(async ({ id, active }: { id: string; active: boolean }) =>
    api.post<User>(`${user(id)}/${active ? 'activate' : 'deactivate'}`),
  );

export const useDeleteUser = () =>
  useInvalidating(async (id: string) => api.post<{ message: string }>(`${user(id)}/delete`));

export const useCreateAndEnrol = () =>
  useInvalidating(async (body: CreateAndEnrolBody) =>
    api.post<z.output<typeof createAndEnrolResponseSchema>>('users/createnroll', body),
  );

export const useImportUsers = () =>
  useInvalidating(async ({ file, dryRun }: { file: File; dryRun: boolean }): Promise<ImportReport> => {
    const form = new FormData();
    form.append('file', file);
    return api.post<ImportReport>(`users/import?dryRun=${dryRun}`, form);
  });

export const LICENSE_OPTIONS: LicenseType[] = ['Learner', 'Creator', 'Admin', 'SuperAdmin'];
