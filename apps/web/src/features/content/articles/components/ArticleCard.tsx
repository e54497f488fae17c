import { Badge, Group } from '@mantine/core';
import { IconBookmarkFilled, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { ContentCard } from '../../../../components/ContentCard.tsx';
import { useDisplayNames } from '../../../../lib/display-names.ts';
import type { ArticleLibraryItem } from '../api/get-article-library.ts';

/** The article reader's address for an article (SPEC §2 /content/{readerType}/{articleIdentifier}). */
export const articlePath = (article: Pick<ArticleLibraryItem, '_id' | 'readerType'>) =>
  `/content/${article.readerType}/${article._id}`;

/** An article in the library: its format, and whether the learner completed or bookmarked it. */
export function ArticleCard({ article }: { article: ArticleLibraryItem }) {
  const { t } = useTranslation();
  const names = useDisplayNames();
  return (
    <ContentCard
      title={article.name}
      description={article.description}
      cover={{ _id: article._id, kind: 'article', readerType: article.readerType, image: article.image }}
      to={articlePath(article)}
      footer={
        <Group gap="xs">
          <Badge variant="light" color="gray" tt="none">
            {names.format(article.category)}
          </Badge>
          {article.completed ? (
            <Badge variant="light" color="green" leftSection={<IconCheck size={14} />} tt="none">
              {t('articles.completed')}
            </Badge>
          ) : article.viewed ? (
            <Badge variant="light" tt="none">
              {t('articles.viewed')}
            </Badge>
          ) : null}
          {article.bookmarked && <IconBookmarkFilled size={16} aria-label={t('articles.bookmarked')} />}
        </Group>
      }
    />
  );
}
