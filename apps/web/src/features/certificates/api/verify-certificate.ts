import { CERTIFICATE_PATHS, type CertificateVerification } from '@lp/shared/formats/certificate';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const certificateVerificationKey = (id: string) => ['certificates', 'verify', id] as const;

/** GET certificates/{id}/verify: public, no sign-in needed. */
export async function verifyCertificate(id: string): Promise<CertificateVerification> {
  return api.get<CertificateVerification>(CERTIFICATE_PATHS.verify(encodeURIComponent(id)));
}

export const certificateVerificationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: certificateVerificationKey(id),
    queryFn: () => verifyCertificate(id),
    retry: false,
  });

export function useCertificateVerification(id: string) {
  return useQuery(certificateVerificationQueryOptions(id));
}
