import { useSearchParams } from 'react-router';

export const PREVIEW_PARAM = 'preview';

/** SPEC §2 "Preview mode through query parameter preview=true": nothing is recorded. */
export function usePreview(): boolean {
  const [params] = useSearchParams();
  return params.get(PREVIEW_PARAM) === 'true';
}

/** A link that stays in preview mode when the current page is in it. */
export function withPreview(path: string, preview: boolean): string {
  if (!preview) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${PREVIEW_PARAM}=true`;
}
