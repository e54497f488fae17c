import { Anchor } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useModerationPosts, useModeratorDeletePost, useSetPostHidden } from '../../api/moderation.ts';
import { type FilterState, plainText } from './Filters.tsx';
import { ModerationTable } from './ModerationTable.tsx';

/** Every post of the team with filters; hide, unhide, delete, mute the author. */
export function PostsTable() {
  const { t } = useTranslation('social');
  const [filters, setFilters] = useState<FilterState>({ status: 'all', page: 1 });
  const { authorName: _name, ...query } = filters;
  const posts = useModerationPosts(query);
  const setHidden = useSetPostHidden();
  const remove = useModeratorDeletePost();

  return (
    <ModerationTable
      filters={filters}
      onFilters={setFilters}
      page={posts.data && { rows: posts.data.posts, total: posts.data.total, limit: posts.data.limit }}
      error={posts.error}
      contentColumns={[
        {
          key: 'content',
          header: t('moderation.content'),
          cell: (p) => (
            <Anchor component={Link} to={`/social/${p._id}`} size="sm">
              {plainText(p.html) || t('post.image', { index: 1, name: p.author.name })}
            </Anchor>
          ),
        },
      ]}
      extraColumns={[{ key: 'reports', header: t('moderation.reports'), cell: (p) => p.openReports }]}
      onToggleHidden={(p) => setHidden.mutate({ postId: p._id, hidden: !p.hidden })}
      onDelete={(p) => remove.mutate(p._id)}
    />
  );
}
