import type { builderMessageSchema } from '@lp/shared/builder';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { builderKeys } from './keys.ts';

/** POST rules/{criteriaId}/remove: the learners it enrolled stay enrolled. */
export async function removeRule(criteriaId: string) {
  return api.post<z.output<typeof builderMessageSchema>>(`rules/${criteriaId}/remove`);
}

export function useRemoveRule(courseId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeRule,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: builderKeys.rules(courseId) }),
  });
}
