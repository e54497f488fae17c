import type { ModerationComment } from '@lp/shared/social/index';
import { Anchor, Badge, Button, Group, Pagination } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../../components/DataTable.tsx';
import { formatDateTime } from '../../../../lib/format-date.ts';
import {
  useModerationComments,
  useModeratorDeleteComment,
  useSetCommentHidden,
} from '../../api/moderation.ts';
import { type FilterState, Filters } from './Filters.tsx';
import { MuteDialog } from './MuteDialog.tsx';

/** Every comment of the team with filters; hide, unhide, delete, mute the author. */
export function CommentsTable() {
  const { t, i18n } = useTranslation('social');
  const [filters, setFilters] = useState<FilterState>({ status: 'all', page: 1 });
  const { authorName: _name, ...query } = filters;
  const comments = useModerationComments(query);
  const setHidden = useSetCommentHidden();
  const remove = useModeratorDeleteComment();
  const [muting, setMuting] = useState<{ _id: string; name: string } | null>(null);
  const pages = comments.data ? Math.max(1, Math.ceil(comments.data.total / comments.data.limit)) : 1;

  return (
    <>
      <Filters value={filters} onChange={setFilters} statuses={['all', 'visible', 'hidden']} />
      <DataTable<ModerationComment>
        query={{ data: comments.data?.comments, error: comments.error }}
        empty={t('moderation.empty')}
        minWidth={820}
        columns={[
          {
            key: 'date',
            header: t('moderation.date'),
            cell: (c) => formatDateTime(c.createdAt, i18n.language),
          },
          {
            key: 'author',
            header: t('moderation.author'),
            cell: (c) => (
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() =>
                  setFilters({ ...filters, authorId: c.author._id, authorName: c.author.name, page: 1 })
                }
              >
                {c.author.name}
              </Anchor>
            ),
          },
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
          {
            key: 'status',
            header: t('moderation.status'),
            cell: (c) => (
              <Badge color={c.hidden ? 'yellow' : 'green'} variant="light">
                {c.hidden ? t('moderation.hidden') : t('moderation.visible')}
              </Badge>
            ),
          },
          {
            key: 'actions',
            header: t('moderation.actions'),
            cell: (c) => (
              <Group gap={4} wrap="nowrap">
                <Button
                  size="xs"
                  variant="light"
                  onClick={() => setHidden.mutate({ postId: c.postId, commentId: c._id, hidden: !c.hidden })}
                >
                  {c.hidden ? t('moderation.unhide') : t('moderation.hide')}
                </Button>
                <Button
                  size="xs"
                  variant="light"
                  color="red"
                  onClick={() => remove.mutate({ postId: c.postId, commentId: c._id })}
                >
                  {t('moderation.delete')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setMuting(c.author)}>
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
        />
      )}
      <MuteDialog user={muting} onClose={() => setMuting(null)} />
    </>
  );
}
