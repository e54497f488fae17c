import { normalizeRecord } from '@lp/shared/progress';
import { Group, Stack, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { LoadingScreen } from '../../../../components/LoadingScreen.tsx';
import { NotFoundPage } from '../../../../components/NotFoundPage.tsx';
import { PreviewBadge } from '../../../../components/PreviewBadge.tsx';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { isReaderType, ReaderSlot } from '../../../../formats/index.ts';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { usePreview } from '../../../../lib/preview.ts';
import { useContentTracking } from '../../../progress/index.ts';
import { useArticle } from '../api/get-article.ts';
import { articleLibraryQueryOptions } from '../api/get-article-library.ts';
import { BookmarkButton } from '../components/BookmarkButton.tsx';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The article's id: the address names it, or names its identifier, found in the article library. */
function useArticleId(
  articleIdentifier: string,
  enabled: boolean,
): { articleId: string | undefined; missing: boolean } {
  const byId = UUID.test(articleIdentifier);
  const library = useQuery({ ...articleLibraryQueryOptions(), enabled: enabled && !byId });
  if (byId) return { articleId: articleIdentifier, missing: false };
  const wanted = articleIdentifier.toLowerCase();
  const found = library.data?.find(
    (item) => item.identifier.toLowerCase() === wanted || item.id === articleIdentifier,
  );
  return { articleId: found?._id, missing: library.isSuccess && !found };
}

/** /content/{readerType}/{articleIdentifier} and /{readerType}/{articleIdentifier}: the article reader. */
export function ArticleReaderPage() {
  const { readerType = '', articleIdentifier = '' } = useParams();
  const preview = usePreview();
  const userId = useAuthStore((state) => state.user?._id);
  const knownType = isReaderType(readerType);
  const { articleId, missing } = useArticleId(articleIdentifier, knownType);
  const articleQuery = useArticle(knownType ? articleId : undefined, userId, readerType);
  const article = articleQuery.data;
  const tracking = useContentTracking(
    article ? { kind: 'article', target: { article: article._id, readerType: article.readerType } } : null,
    { preview },
  );

  // Two-segment paths that are not a reader type belong to no route here.
  if (!knownType || missing) return <NotFoundPage />;
  if (articleQuery.isError) return <QueryFailure error={articleQuery.error} />;
  if (!article) return <LoadingScreen />;

  return (
    <Stack gap="lg" maw={820} mx="auto">
      <Group justify="space-between" wrap="nowrap" align="flex-start">
        <Title order={1} size="h2">
          {article.name}
        </Title>
        <Group gap="xs" wrap="nowrap">
          {preview && <PreviewBadge />}
          <BookmarkButton articleId={article._id} bookmarked={article.bookmarked} />
        </Group>
      </Group>
      <ReaderSlot
        key={article._id}
        readerType={article.readerType}
        name={article.name}
        content={article.content}
        settings={null}
        record={article.completed ? normalizeRecord({ completion: true, viewedPercentage: 100 }) : null}
        onComplete={tracking.complete}
        onRespond={tracking.respond}
        onRestart={tracking.restart}
      />
    </Stack>
  );
}
