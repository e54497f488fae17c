import { SESSION_INVALID_STATUS } from '@lp/shared/error-body';
import { apiUrl } from './api-client.ts';
import { toApiClientError } from './api-error.ts';
import { useAuthStore } from './auth-store.ts';
import { handleSessionInvalid } from './session.ts';

/** Hands a blob to the browser as a file download. */
export function saveBlob(blob: Blob, filename: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next tick: some browsers start the download only after click() returns.
  setTimeout(() => URL.revokeObjectURL(href), 0);
}

function fileNameOf(response: Response, fallbackName: string): string {
  const quoted = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  if (!quoted) return fallbackName;
  try {
    return decodeURIComponent(quoted);
  } catch {
    return quoted;
  }
}

/**
 * A file from the API (an export, a report): fetched with the session's token, which a plain link
 * cannot send, and saved under the name the server gives it (else `fallbackName`).
 */
export async function downloadApiFile(path: string, fallbackName: string, accept?: string): Promise<void> {
  const token = useAuthStore.getState().token;
  const headers: Record<string, string> = {};
  if (token) headers['access-token'] = token;
  if (accept) headers.Accept = accept;
  const response = await fetch(apiUrl(path), { headers });
  if (response.status === SESSION_INVALID_STATUS) handleSessionInvalid();
  if (!response.ok) throw toApiClientError(response.status, await response.text());
  saveBlob(await response.blob(), fileNameOf(response, fallbackName));
}
