import { ActionIcon, Tooltip } from '@mantine/core';
import { IconBookmark, IconBookmarkFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useBookmarkArticle } from '../api/bookmark-article.ts';

/** Bookmarks the article (it then shows among the favorites), or removes the bookmark. */
export function BookmarkButton({ articleId, bookmarked }: { articleId: string; bookmarked: boolean }) {
  const { t } = useTranslation();
  const bookmark = useBookmarkArticle(articleId);
  const label = bookmarked ? t('articles.removeBookmark') : t('articles.bookmark');
  return (
    <Tooltip label={label}>
      <ActionIcon
        variant="subtle"
        size="lg"
        aria-label={label}
        aria-pressed={bookmarked}
        loading={bookmark.isPending}
        onClick={() => bookmark.mutate()}
      >
        {bookmarked ? <IconBookmarkFilled size={20} /> : <IconBookmark size={20} />}
      </ActionIcon>
    </Tooltip>
  );
}
