import { SESSION_INVALID_STATUS } from '@lp/shared/error-body';
import { CERTIFICATE_PATHS, type Certificate } from '@lp/shared/formats/certificate';
import { useMutation } from '@tanstack/react-query';
import { apiUrl } from '../../../lib/api-client.ts';
import { toApiClientError } from '../../../lib/api-error.ts';
import { useAuthStore } from '../../../lib/auth-store.ts';
import { saveBlob } from '../../../lib/save-file.ts';
import { handleSessionInvalid } from '../../../lib/session.ts';

/** GET formats/certificates/{id}/pdf with the session token: the PDF as a file. */
export async function fetchCertificatePdf(id: string): Promise<Blob> {
  const { token } = useAuthStore.getState();
  const response = await fetch(apiUrl(CERTIFICATE_PATHS.pdf(id)), {
    headers: token ? { 'access-token': token, Accept: 'application/pdf' } : { Accept: 'application/pdf' },
    credentials: 'same-origin',
  });
  if (!response.ok) {
    if (response.status === SESSION_INVALID_STATUS) handleSessionInvalid();
    throw toApiClientError(response.status, await response.text());
  }
  return response.blob();
}

/** A file name from the title, e.g. "Certificate-Safety-basics.pdf". */
export function certificateFileName(certificate: Pick<Certificate, 'title'>): string {
  const base = certificate.title
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return `${base || 'certificate'}.pdf`;
}

/** Downloads the PDF through the browser's save dialog. */
export function useDownloadCertificate() {
  return useMutation({
    mutationFn: async (certificate: Certificate) => {
      saveBlob(await fetchCertificatePdf(certificate._id), certificateFileName(certificate));
    },
  });
}
