import { CERTIFICATE_PATHS, type Certificate } from '@lp/shared/formats/certificate';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * POST formats/certificates/{deckId}/issue: the learner's certificate for this deck (idempotent:
 * the same certificate every time), or a 409 with the reason while they are not eligible yet.
 */
export async function issueCertificate(deckId: string): Promise<Certificate> {
  return api.post<Certificate>(CERTIFICATE_PATHS.issue(deckId));
}

export function useIssueCertificate(deckId: string) {
  return useMutation({ mutationFn: () => issueCertificate(deckId) });
}
