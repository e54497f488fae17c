/** Query keys of the builder; mutations invalidate by these prefixes. */
export const builderKeys = {
  all: ['builder'] as const,
  dashboard: ['builder', 'dashboard'] as const,
  course: (id: string) => ['builder', 'course', id] as const,
  courseVersions: (id: string) => ['builder', 'course', id, 'versions'] as const,
  deck: (id: string) => ['builder', 'deck', id] as const,
  program: (id: string) => ['builder', 'program', id] as const,
  article: (id: string) => ['builder', 'article', id] as const,
  learners: (courseId: string) => ['builder', 'course', courseId, 'learners'] as const,
  rules: (courseId: string) => ['builder', 'course', courseId, 'rules'] as const,
  userSearch: ['builder', 'users', 'search'] as const,
  assets: ['builder', 'assets'] as const,
  files: ['builder', 'files'] as const,
  tags: ['tags', 'list'] as const,
  banners: ['banners', 'list'] as const,
  contests: ['contests', 'list'] as const,
};
