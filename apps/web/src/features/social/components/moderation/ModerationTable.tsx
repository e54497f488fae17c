import type { ModerationStatus } from '@lp/shared/social/index';
import { Anchor, Badge, Button, Group, Pagination } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../../components/DataTable.tsx';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { type FilterState, Filters } from './Filters.tsx';
import { MuteDialog } from './MuteDialog.tsx';

interface ModeratedRow {
  _id: string;
  createdAt: string;
  hidden: boolean;
  author: { _id: string; name: string };
}

interface ModerationTableProps<Row extends ModeratedRow> {
  filters: FilterState;
  onFilters: (filters: FilterState) => void;
  statuses?: readonly ModerationStatus[];
  page: { rows: Row[] | undefined; total: number; limit: number } | undefined;
  error: unknown;
  /** The columns between the author and the status: what was written and where. */
  contentColumns: Column<Row>[];
  /** Columns after the status, before the actions. */
  extraColumns?: Column<Row>[];
  onToggleHidden: (row: Row) => void;
  onDelete: (row: Row) => void;
}

/** A moderation list (posts or comments): date, author filter, status, hide, delete, mute. */
export function ModerationTable<Row extends ModeratedRow>({
  filters,
  onFilters,
  statuses,
  page,
  error,
  contentColumns,
  extraColumns = [],
  onToggleHidden,
  onDelete,
}: ModerationTableProps<Row>) {
  const { t, i18n } = useTranslation('social');
  const [muting, setMuting] = useState<{ _id: string; name: string } | null>(null);
  const pages = page ? Math.max(1, Math.ceil(page.total / page.limit)) : 1;

  return (
    <>
      <Filters value={filters} onChange={onFilters} statuses={statuses} />
      <DataTable<Row>
        query={{ data: page?.rows, error }}
        empty={t('moderation.empty')}
        minWidth={820}
        columns={[
          {
            key: 'date',
            header: t('moderation.date'),
            cell: (row) => formatDateTime(row.createdAt, i18n.language),
          },
          {
            key: 'author',
            header: t('moderation.author'),
            cell: (row) => (
              <Anchor
                component="button"
                type="button"
                size="sm"
                aria-label={t('moderation.authorFilter', { name: row.author.name })}
                onClick={() =>
                  onFilters({ ...filters, authorId: row.author._id, authorName: row.author.name, page: 1 })
                }
              >
                {row.author.name}
              </Anchor>
            ),
          },
          ...contentColumns,
          {
            key: 'status',
            header: t('moderation.status'),
            cell: (row) => (
              <Badge color={row.hidden ? 'yellow' : 'green'} variant="light">
                {row.hidden ? t('moderation.hidden') : t('moderation.visible')}
              </Badge>
            ),
          },
          ...extraColumns,
          {
            key: 'actions',
            header: t('moderation.actions'),
            cell: (row) => (
              <Group gap={4} wrap="nowrap">
                <Button size="xs" variant="light" onClick={() => onToggleHidden(row)}>
                  {row.hidden ? t('moderation.unhide') : t('moderation.hide')}
                </Button>
                <Button size="xs" variant="light" color="red" onClick={() => onDelete(row)}>
                  {t('moderation.delete')}
                </Button>
                <Button size="xs" variant="default" onClick={() => setMuting(row.author)}>
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
          onChange={(next) => onFilters({ ...filters, page: next })}
          aria-label={t('moderation.page', { page: filters.page, pages })}
        />
      )}
      <MuteDialog user={muting} onClose={() => setMuting(null)} />
    </>
  );
}
