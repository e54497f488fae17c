import { MODERATION_STATUSES, type ModerationStatus } from '@lp/shared/social/index';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ModerationFilters } from '../../api/moderation.ts';

const statusLabel = {
  all: 'moderation.statusAll',
  visible: 'moderation.statusVisible',
  hidden: 'moderation.statusHidden',
  reported: 'moderation.statusReported',
} as const;

export interface FilterState extends ModerationFilters {
  authorName?: string;
}

/** Status, dates, and the author chosen by clicking a name in the table. */
export function Filters({
  value,
  onChange,
  statuses = MODERATION_STATUSES,
}: {
  value: FilterState;
  onChange: (next: FilterState) => void;
  statuses?: readonly ModerationStatus[];
}) {
  const { t } = useTranslation('social');
  const set = (patch: Partial<FilterState>) => onChange({ ...value, ...patch, page: 1 });
  return (
    <Group align="flex-end" gap="sm" mb="md">
      <Select
        label={t('moderation.status')}
        data={statuses.map((s) => ({ value: s, label: t(statusLabel[s]) }))}
        value={value.status}
        onChange={(status) => set({ status: (status ?? 'all') as ModerationStatus })}
        allowDeselect={false}
        w={160}
      />
      <TextInput
        type="date"
        label={t('moderation.from')}
        value={value.from ?? ''}
        onChange={(e) => set({ from: e.currentTarget.value || undefined })}
      />
      <TextInput
        type="date"
        label={t('moderation.to')}
        value={value.to ?? ''}
        onChange={(e) => set({ to: e.currentTarget.value || undefined })}
      />
      {value.authorId && (
        <Button variant="light" onClick={() => set({ authorId: undefined, authorName: undefined })}>
          {t('moderation.clearAuthor')} ({t('moderation.authorFilter', { name: value.authorName ?? '' })})
        </Button>
      )}
    </Group>
  );
}

/** A post's rich text as plain text for a table cell (parsed, never run). */
export function plainText(html: string, max = 120): string {
  const text = new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
