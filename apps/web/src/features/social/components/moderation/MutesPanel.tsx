import type { Mute } from '@lp/shared/social/index';
import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/DataTable.tsx';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { useMutes, useUnmute } from '../../api/moderation.ts';

/** Who is muted now, until when and why; unmute ends it. */
export function MutesPanel() {
  const { t, i18n } = useTranslation('social');
  const mutes = useMutes();
  const unmute = useUnmute();
  const rows = mutes.data?.mutes.map((m) => ({ ...m, _id: m.userId }));
  return (
    <DataTable<Mute & { _id: string }>
      query={{ data: rows, error: mutes.error }}
      empty={t('moderation.noMutes')}
      minWidth={560}
      columns={[
        { key: 'name', header: t('moderation.author'), cell: (m) => m.name },
        { key: 'until', header: t('moderation.until'), cell: (m) => formatDateTime(m.until, i18n.language) },
        { key: 'reason', header: t('moderation.reason'), cell: (m) => m.reason },
        {
          key: 'actions',
          header: t('moderation.actions'),
          cell: (m) => (
            <Button size="xs" variant="light" onClick={() => unmute.mutate(m.userId)}>
              {t('moderation.unmute')}
            </Button>
          ),
        },
      ]}
    />
  );
}
