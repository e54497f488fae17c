import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** GET auth/lesson_code/{code}: the identifier of the course a lesson code opens. */
export async function resolveLessonCode(code: string): Promise<string> {
  const { identifier } = await api.get<{ identifier: string }>(
    `auth/lesson_code/${encodeURIComponent(code)}`,
  );
  return identifier;
}

export function useResolveLessonCode() {
  return useMutation({
    mutationFn: resolveLessonCode,
    onError: (error) => console.error('[putCode] Lesson code failed', error),
  });
}
