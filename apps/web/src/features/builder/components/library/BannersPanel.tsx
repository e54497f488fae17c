import type { Banner, BannerCreateBody } from '@lp/shared/banners';
import { Alert, Badge, Button, Group, Image, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../../components/DataTable.tsx';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useTeamBranding } from '../../../teams/index.ts';
import { useCreateBanner } from '../../api/create-banner.ts';
import { useDeleteBanner } from '../../api/delete-banner.ts';
import { useBanners } from '../../api/get-banners.ts';
import { useUpdateBanner } from '../../api/update-banner.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { RowActions } from '../shared/RowActions.tsx';
import { BannerForm } from './BannerForm.tsx';

/** The home's ads (SPEC §3 Banner), highest priority first. */
export function BannersPanel() {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const team = useAuthStore((state) => state.user?.team);
  const bannersOn = useTeamBranding(team).data?.features.banners ?? false;
  const banners = useBanners();
  const create = useCreateBanner();
  const update = useUpdateBanner();
  const remove = useDeleteBanner();
  const [editing, setEditing] = useState<Banner | 'new' | null>(null);

  const save = (body: BannerCreateBody) => {
    const done = {
      onSuccess: () => {
        setEditing(null);
        notifySuccess(t('banners.saved'));
      },
      onError: notifyError,
    };
    if (editing === 'new') create.mutate(body, done);
    else if (editing) update.mutate({ id: editing._id, body }, done);
  };

  return (
    <Stack>
      {!bannersOn && <Alert color="blue">{t('banners.featureOff')}</Alert>}
      {!readOnly && (
        <Group>
          <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
            {t('banners.new')}
          </Button>
        </Group>
      )}
      <DataTable
        query={banners}
        empty={t('banners.none')}
        minWidth={640}
        columns={[
          {
            key: 'image',
            header: t('banners.image'),
            cell: ({ image }) => image && <Image src={image} alt="" w={80} h={40} fit="cover" radius="sm" />,
          },
          { key: 'name', header: t('banners.name'), cell: (banner) => <BannerName banner={banner} /> },
          { key: 'priority', header: t('banners.priority'), cell: (banner) => banner.priority },
          { key: 'button', header: t('banners.buttonText'), cell: (banner) => banner.button_text },
          {
            key: 'status',
            header: t('dashboard.status'),
            cell: ({ published }) => (
              <Badge color={published ? 'blue' : 'gray'} variant="light">
                {published ? t('status.published') : t('status.draft')}
              </Badge>
            ),
          },
          !readOnly && {
            key: 'actions',
            cell: (banner) => (
              <RowActions
                editLabel={t('banners.editOf', { name: banner.name })}
                onEdit={() => setEditing(banner)}
                remove={{
                  id: banner._id,
                  name: banner.name,
                  remove,
                  title: t('banners.deleteTitle'),
                  message: t('banners.deleteMessage', { name: banner.name }),
                }}
              />
            ),
          },
        ]}
      />
      <BannerForm
        banner={editing}
        saving={create.isPending || update.isPending}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </Stack>
  );
}

function BannerName({ banner }: { banner: Banner }) {
  return (
    <>
      <Text fw={500}>{banner.name}</Text>
      {banner.link && (
        <Text size="xs" c="dimmed" truncate="end" maw={240}>
          {banner.link}
        </Text>
      )}
    </>
  );
}
