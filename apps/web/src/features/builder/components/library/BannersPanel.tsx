import type { Banner, BannerCreateBody } from '@lp/shared/banners';
import { ActionIcon, Alert, Badge, Button, Group, Image, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { useAuthStore } from '../../../../lib/auth-store.ts';
import { useTeamBranding } from '../../../teams/api/get-team-branding.ts';
import { useCreateBanner } from '../../api/create-banner.ts';
import { useDeleteBanner } from '../../api/delete-banner.ts';
import { useBanners } from '../../api/get-banners.ts';
import { useUpdateBanner } from '../../api/update-banner.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { ConfirmButton } from '../shared/ConfirmButton.tsx';
import { notifyError, notifySuccess } from '../shared/notify.ts';
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
  const sorted = [...(banners.data ?? [])].sort((a, b) => b.priority - a.priority);

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
      {banners.isError && <QueryFailure error={banners.error} />}
      {banners.data?.length === 0 && <Text c="dimmed">{t('banners.none')}</Text>}
      {sorted.length > 0 && (
        <Table.ScrollContainer minWidth={640}>
          <Table striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('banners.image')}</Table.Th>
                <Table.Th>{t('banners.name')}</Table.Th>
                <Table.Th>{t('banners.priority')}</Table.Th>
                <Table.Th>{t('banners.buttonText')}</Table.Th>
                <Table.Th>{t('dashboard.status')}</Table.Th>
                {!readOnly && <Table.Th />}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sorted.map((banner) => (
                <Table.Tr key={banner._id}>
                  <Table.Td>
                    {banner.image && (
                      <Image src={banner.image} alt="" w={80} h={40} fit="cover" radius="sm" />
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text fw={500}>{banner.name}</Text>
                    {banner.link && (
                      <Text size="xs" c="dimmed" truncate="end" maw={240}>
                        {banner.link}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>{banner.priority}</Table.Td>
                  <Table.Td>{banner.button_text}</Table.Td>
                  <Table.Td>
                    <Badge color={banner.published ? 'blue' : 'gray'} variant="light">
                      {banner.published ? t('status.published') : t('status.draft')}
                    </Badge>
                  </Table.Td>
                  {!readOnly && (
                    <Table.Td>
                      <Group gap={2} justify="flex-end" wrap="nowrap">
                        <ActionIcon
                          variant="subtle"
                          aria-label={t('banners.editOf', { name: banner.name })}
                          onClick={() => setEditing(banner)}
                        >
                          <IconPencil size={18} aria-hidden />
                        </ActionIcon>
                        <ConfirmButton
                          icon={<IconTrash size={18} aria-hidden />}
                          label={t('content.deleteOf', { name: banner.name })}
                          title={t('banners.deleteTitle')}
                          message={t('banners.deleteMessage', { name: banner.name })}
                          confirmLabel={t('common.delete')}
                          onConfirm={() =>
                            remove.mutate(banner._id, {
                              onSuccess: () => notifySuccess(t('content.deleted', { name: banner.name })),
                              onError: notifyError,
                            })
                          }
                        />
                      </Group>
                    </Table.Td>
                  )}
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <BannerForm
        banner={editing}
        saving={create.isPending || update.isPending}
        onClose={() => setEditing(null)}
        onSave={save}
      />
    </Stack>
  );
}
