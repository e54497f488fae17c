import type { BuilderArticle } from '@lp/shared/builder';
import { Card, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { ArticleAnalyticsPanel } from '../../../analytics/index.ts';

/** The analytics section of an article: views, when it was made and changed, its figures and readers. */
export function ArticleAnalytics({ article }: { article: BuilderArticle }) {
  const { t, i18n } = useTranslation('builder');
  const figures = [
    { label: t('article.views'), value: article.uniques, big: true },
    { label: t('article.created'), value: formatDateTime(article.createdAt, i18n.language) },
    { label: t('article.updated'), value: formatDateTime(article.updatedAt, i18n.language) },
  ];
  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, sm: 3 }} maw={820}>
        {figures.map(({ label, value, big }) => (
          <Card key={label} withBorder>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={big ? 700 : 500} size={big ? 'xl' : undefined}>
              {value}
            </Text>
          </Card>
        ))}
      </SimpleGrid>
      <ArticleAnalyticsPanel articleId={article._id} />
    </Stack>
  );
}
