import type { User } from '@lp/shared/users/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

export type UpdateSelfInput = {
  first_name?: string;
  last_name?: string;
  lang?: User['lang'];
  image?: string | null;
  avatarConfig?: Record<string, string> | null;
};

export async function updateSelf(userId: string, input: UpdateSelfInput): Promise<User> {
  return api.post<User>(`users/${userId}/update/self`, input);
}

/** users/{id}/update/self; the signed-in user in the store is replaced by the saved one. */
export function useUpdateSelf(onSaved?: (user: User) => void) {
  return useMutation({
    mutationFn: (input: UpdateSelfInput) => {
      const userId = useAuthStore.getState().user?._id;
      if (!userId) throw new Error('Not signed in');
      return updateSelf(userId, input);
    },
    onSuccess: (user) => {
      useAuthStore.getState().setUser(user);
      onSaved?.(user);
    },
  });
}
