import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { ArticleCard, useArticleLibrary } from '../../articles/index.ts';
import { CourseCard, useCourseLibrary } from '../../courses/index.ts';
import { ProgramCard } from '../../programs/index.ts';

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-label={title}>
      <Title order={2} size="h3">
        {title}
      </Title>
      {empty ? (
        <Text c="dimmed">{t('library.empty')}</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>{children}</SimpleGrid>
      )}
    </Stack>
  );
}

/** /library: programs, courses (with access state and progress) and articles. */
export function LibraryPage() {
  const { t } = useTranslation();
  const libraryQuery = useCourseLibrary();
  const articlesQuery = useArticleLibrary();
  if (libraryQuery.isPending || articlesQuery.isPending) return <LoadingScreen />;
  if (libraryQuery.isError) return <QueryFailure error={libraryQuery.error} />;
  const { programs, courses } = libraryQuery.data;
  const articles = articlesQuery.data ?? [];

  return (
    <Stack gap="xl">
      <Title order={1} size="h2">
        {t('library.title')}
      </Title>
      <Section title={t('library.programs')} empty={programs.length === 0}>
        {programs.map((program) => (
          <ProgramCard key={program._id} program={program} />
        ))}
      </Section>
      <Section title={t('library.courses')} empty={courses.length === 0}>
        {courses.map((course) => (
          <CourseCard key={course._id} course={course} />
        ))}
      </Section>
      <Section title={t('library.articles')} empty={articles.length === 0}>
        {articles.map((article) => (
          <ArticleCard key={article._id} article={article} />
        ))}
      </Section>
    </Stack>
  );
}
