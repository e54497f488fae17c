import type { User } from '@lp/shared/users/user';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';

/** POST users/{id}/update/image (multipart): the saved user, whose `image` is the new picture. */
export async function uploadPicture(userId: string, file: File): Promise<User> {
  const body = new FormData();
  body.append('file', file);
  return api.post<User>(`users/${userId}/update/image`, body);
}

export function useUploadPicture(onSaved?: (user: User) => void) {
  return useMutation({
    mutationFn: (file: File) => {
      const userId = useAuthStore.getState().user?._id;
      if (!userId) throw new Error('Not signed in');
      return uploadPicture(userId, file);
    },
    onSuccess: (user) => {
      useAuthStore.getState().setUser(user);
      onSaved?.(user);
    },
  });
}
