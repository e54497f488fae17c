import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import {
  useModerationComments,
  useModeratorDeleteComment,
  useSetCommentHidden,
} from '../../api/moderation.ts';
import type { FilterState } from './Filters.tsx';
import { ModerationTable } from './ModerationTable.tsx';

/** Every comment of the team with filters; hide, unhide, delete, mute the author. */
export function CommentsTable() {
  const { t } = useTranslation('social');
  const [filters, setFilters] = useState<FilterState>({ status: 'all', page: 1 });
  const { authorName: _name, ...query } = filters;
  const comments = useModerationComments(query);
  const setHidden = useSetCommentHidden();
  const remove = useModeratorDeleteComment();

  return (
    <ModerationTable
      filters={filters}
      onFilters={setFilters}
      statuses={['all', 'visible', 'hidden']}
      page={
        comments.data && {
          rows: comments.data.comments,
          total: comments.data.total,
          limit: comments.data.limit,
        }
      }
      error={comments.error}
      contentColumns={[
        { key: 'content', header: t('moderation.content'), cell: (c) => c.body },
        {
          key: 'post',
          header: t('moderation.post'),
          cell: (c) => (
            <Anchor component={Link} to={`/social/${c.postId}`} size="sm">
              {c.postExcerpt || c.postId.slice(0, 8)}
            </Anchor>
          ),
        },
      ]}
      onToggleHidden={(c) => setHidden.mutate({ postId: c.postId, commentId: c._id, hidden: !c.hidden })}
      onDelete={(c) => remove.mutate({ postId: c.postId, commentId: c._id })}
    />
  );
}
