import type { LicenseType } from '@lp/shared/constants';
import {
  type AdminUserDetail,
  adminUserDetailSchema,
  type CreateAndEnrolBody,
  createAndEnrolResponseSchema,
  type ImportReport,
  importReportSchema,
  type UpdateSuperBody,
  type UserListQuery,
  userCountSchema,
  userCourseSchema,
  userPageSchema,
} from '@lp/shared/users/admin';
import { userSchema } from '@lp/shared/users/index';
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
      return userPageSchema.parse(await api.get<unknown>(`${path}?${params}`, { signal }));
    },
    placeholderData: keepPreviousData,
  });
}

export function useUserCount() {
  return useQuery({
    queryKey: usersAdminKeys.count,
    queryFn: async ({ signal }) => userCountSchema.parse(await api.get<unknown>('users/count', { signal })),
  });
}

export function useUserCard(id: string | null) {
  return useQuery({
    queryKey: usersAdminKeys.card(id ?? ''),
    queryFn: async ({ signal }) =>
      adminUserDetailSchema.parse(await api.get<unknown>(`${user(id ?? '')}/showAdmin`, { signal })),
    enabled: id !== null,
  });
}

export function useUserCourses(id: string | null) {
  return useQuery({
    queryKey: usersAdminKeys.courses(id ?? ''),
    queryFn: async ({ signal }) =>
      z
        .object({ courses: z.array(userCourseSchema) })
        .parse(await api.get<unknown>(`${user(id ?? '')}/show/courses`, { signal })).courses,
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
      adminUserDetailSchema.parse(await api.post<unknown>(`${user(id)}/update/super`, body)),
  );

export const useSetUserActive = () =>
  useInvalidating(async ({ id, active }: { id: string; active: boolean }) =>
    userSchema.parse(await api.post<unknown>(`${user(id)}/${active ? 'activate' : 'deactivate'}`)),
  );

export const useDeleteUser = () =>
  useInvalidating(async (id: string) => api.post<{ message: string }>(`${user(id)}/delete`));

export const useCreateAndEnrol = () =>
  useInvalidating(async (body: CreateAndEnrolBody) =>
    createAndEnrolResponseSchema.parse(await api.post<unknown>('users/createnroll', body)),
  );

export const useImportUsers = () =>
  useInvalidating(async ({ file, dryRun }: { file: File; dryRun: boolean }): Promise<ImportReport> => {
    const form = new FormData();
    form.append('file', file);
    return importReportSchema.parse(await api.post<unknown>(`users/import?dryRun=${dryRun}`, form));
  });

export const LICENSE_OPTIONS: LicenseType[] = ['Learner', 'Creator', 'Admin', 'SuperAdmin'];
