import type {
  ArticleCreateBody,
  BuilderArticle,
  BuilderCourse,
  BuilderProgram,
  CourseCreateBody,
  ProgramCreateBody,
} from '@lp/shared/builder';
import type { CourseKind } from '@lp/shared/content';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

type Input<T> = Partial<T> & { name: string };

const COURSE_PATHS: Record<CourseKind, string> = { course: 'courses', exam: 'exams', contest: 'contests' };

/** POST {courses|exams|contests}/create */
export async function createCourse(kind: CourseKind, body: Input<CourseCreateBody>): Promise<BuilderCourse> {
  return api.post<BuilderCourse>(`${COURSE_PATHS[kind]}/create`, body);
}

/** POST programs/create */
export async function createProgram(body: Input<ProgramCreateBody>): Promise<BuilderProgram> {
  return api.post<BuilderProgram>('programs/create', body);
}

/** POST articles/create */
export async function createArticle(
  body: Input<ArticleCreateBody> & { readerType: string },
): Promise<BuilderArticle> {
  return api.post<BuilderArticle>('articles/create', body);
}

export type CreateRequest =
  | { kind: CourseKind; name: string }
  | { kind: 'program'; name: string }
  | { kind: 'article'; name: string; readerType: string };

export type Created =
  | { kind: CourseKind; item: BuilderCourse }
  | { kind: 'program'; item: BuilderProgram }
  | { kind: 'article'; item: BuilderArticle };

/** Creates any kind of builder content and refreshes the dashboard. */
export function useCreateContent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: CreateRequest): Promise<Created> => {
      if (request.kind === 'program')
        return { kind: 'program', item: await createProgram({ name: request.name }) };
      if (request.kind === 'article')
        return {
          kind: 'article',
          item: await createArticle({ name: request.name, readerType: request.readerType }),
        };
      return { kind: request.kind, item: await createCourse(request.kind, { name: request.name }) };
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: builderKeys.dashboard }),
  });
}
