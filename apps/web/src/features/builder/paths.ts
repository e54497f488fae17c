import type { DashboardKind } from '@lp/shared/builder';

export const COURSE_SECTIONS = ['settings', 'content', 'launch', 'analytics'] as const;
export type CourseSection = (typeof COURSE_SECTIONS)[number];
export const PROGRAM_SECTIONS = ['settings', 'content', 'launch', 'analytics'] as const;
export const ARTICLE_SECTIONS = ['settings', 'content', 'launch', 'analytics'] as const;

/** Where an item of the dashboard is edited (SPEC §2 builder routes). */
export function studioPath(
  item: { kind: DashboardKind; _id: string; readerType?: string | null },
  section = 'settings',
): string {
  switch (item.kind) {
    case 'program':
      return `/builder/programs/${item._id}/${section}`;
    case 'contest':
      return `/builder/contests/${item._id}/${section}`;
    case 'article':
      return `/builder/articles/${item.readerType ?? 'article'}/${item._id}/${section}`;
    default:
      return `/builder/courses/${item._id}/${section}`;
  }
}

/**
 * /builder/editor/{readerType}/{id}/{breadcrumbs}: the breadcrumbs say where the item lives, so the
 * editor knows what to load and where "back" goes: `course~{courseId}` for a deck, `article` for an
 * article.
 */
export function deckEditorPath(readerType: string, deckId: string, courseId: string): string {
  return `/builder/editor/${readerType}/${deckId}/course~${courseId}`;
}

export function articleEditorPath(readerType: string, articleId: string): string {
  return `/builder/editor/${readerType}/${articleId}/article`;
}

export type EditorTarget = { kind: 'deck'; courseId: string } | { kind: 'article' } | null;

export function parseBreadcrumbs(breadcrumbs: string): EditorTarget {
  if (breadcrumbs === 'article') return { kind: 'article' };
  const match = /^course~([0-9a-f-]{36})$/i.exec(breadcrumbs);
  return match?.[1] ? { kind: 'deck', courseId: match[1] } : null;
}

/** The learner's view of an item in preview mode (SPEC §2 preview=true: nothing is recorded). */
export function previewPath(item: {
  kind: DashboardKind;
  _id: string;
  identifier?: string;
  readerType?: string | null;
}) {
  if (item.kind === 'program') return `/programs/${item._id}?preview=true`;
  if (item.kind === 'article')
    return `/content/${item.readerType ?? 'article'}/${item.identifier ?? item._id}?preview=true`;
  return `/courses/${item._id}?preview=true`;
}
