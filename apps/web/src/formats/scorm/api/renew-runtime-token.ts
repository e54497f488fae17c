import { SCORM_PATHS, type ScormRuntimeToken } from '@lp/shared/formats/scorm';
import { api } from '../../../lib/api-client.ts';

/** POST formats/scorm/{deckId}/runtime_token: a fresh token for the player of this page's origin. */
export async function renewRuntimeToken(deckId: string): Promise<ScormRuntimeToken> {
  return api.post<ScormRuntimeToken>(SCORM_PATHS.runtimeToken(deckId), { embedder: window.location.origin });
}
