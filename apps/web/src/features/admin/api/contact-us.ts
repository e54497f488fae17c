import type { ContactUsBody } from '@lp/shared/billing';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** POST staging/contactUsRequest: the operators get it by mail. */
export const useContactUs = () =>
  useMutation({
    mutationFn: (body: ContactUsBody) =>
      api.post<{ _id: string; notified: number }>('staging/contactUsRequest', body),
  });
