import type { Post } from '@lp/shared/social/index';
import { Anchor, Badge, Button, Group, Pagination, Text, UnstyledButton } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../../components/DataTable.tsx';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { useModerationPosts, useModeratorDeletePost, useSetPostHidden } from '../../api/moderation.ts';
import { type FilterState, Filters, plainText } from './Filters.tsx';
import { MuteDialog } from './MuteDialog.tsx';

/** Every post of the team with filters; hide, unhide, delete, mute the author. */
export function PostsTable() {
  const { t, i18n } = useTranslation('social');
  const [filters, setFilters] = useState<FilterState>({ status: 'all', page: 1 });
  const { authorName: _name, ...query } = filters;
  const posts = useModerationPosts(query);
  const setHidden = useSetPostHidden();
  const remove = useModeratorDeletePost();
  const [muting, setMuting] = useState<{ _id: string; name: string } | null>(null);
  const pages = posts.data ? Math.max(1, Math.ceil(posts.data.total / posts.data.limit)) : 1;

  return (
    <>
      <Filters value={filters} onChange={setFilters} />
      <DataTable<Post>
        query={{ data: posts.data?.posts, error: posts.error }}
        empty={t('moderation.empty')}
        minWidth={820}
        columns={[
          {
            key: 'date',
            header: t('moderation.date'),
            cell: (p) => formatDateTime(p.createdAt, i18n.language),
          },
          {
            key: 'author',
            header: t('moderation.author'),
            cell: (p) => (
              <UnstyledButton
                onClick={() =>
                  setFilters({ ...filters, authorId: p.author._id, authorName: p.author.name, page: 1 })
                }
                aria-label={t('moderation.authorFilter', { name: p.author.name })}
              >
                <Text td="underline" size="sm">
                  {p.author.name}
                </Text>
              </UnstyledButton>
            ),
          },
          {
            key: 'content',
            header: t('moderation.content'),
            cell: (p) => (
              <Anchor component={Link} to={`/social/${p._id}`} size="sm">
                {plainText(p.html) || t('post.image', { index: 1, name: p.author.name })}
              </Anchor>
            ),
          },
          {
            key: 'status',
            header: t('moderation.status'),
            cell: (p) => (
              <Badge color={p.hidden ? 'yellow' : 'green'} variant="light">
                {p.hidden ? t('moderation.hidden') : t('moderation.visible')}
              </Badge>
            ),
          },
          { key: 'reports', header: t('moderation.reports'), cell: (p) => p.openReports },
          {
            key: 'actions',
            header: t('moderation.actions'),
            cell: (p) => (
              <Group gap={4} wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setHidden.mutate({ postId: p._id, hidden: !p.hidden })}
                >
                  {p.hidden ? t('moderation.unhide') : t('moderation.hide')}
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => remove.mutate(p._id)}>
                  {t('moderation.delete')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setMuting(p.author)}>
                  {t('moderation.mute')}
                </Button>
              </Group>
            ),
          },
        ]}
      />
      {pages > 1 && (
        <Pagination
          mt="md"
          total={pages}
          value={filters.page}
          onChange={(page) => setFilters({ ...filters, page })}
          aria-label={t('moderation.page', { page: filters.page, pages })}
        />
      )}
      <MuteDialog user={muting} onClose={() => setMuting(null)} />
    </>
  );
}
