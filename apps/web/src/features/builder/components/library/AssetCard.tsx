import { type Asset, assetUpdateBodySchema } from '@lp/shared/assets';
import { ActionIcon, Card, CopyButton, Group, Image, Text, Tooltip } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCheck, IconCopy, IconFile } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useDeleteAsset } from '../../api/delete-asset.ts';
import { useRenameAsset } from '../../api/update-asset.ts';
import { NameModal } from '../forms/NameModal.tsx';
import { DeleteButton } from '../shared/DeleteButton.tsx';
import { RenameButton } from '../shared/ItemButtons.tsx';

/** A file's absolute URL, to paste into content or share. */
const absoluteUrl = (url: string) => new URL(url, window.location.origin).toString();

/** A file size in kilobytes, written the way the UI language writes units. */
const sizeInKb = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { style: 'unit', unit: 'kilobyte' }).format(Math.ceil(bytes / 1024));

/** One file of the library: thumbnail, name, size, and rename, copy URL, delete. */
export function AssetCard({ asset, readOnly }: { asset: Asset; readOnly: boolean }) {
  const { t, i18n } = useTranslation('builder');
  const [renaming, rename] = useDisclosure(false);
  const renameAsset = useRenameAsset();
  const remove = useDeleteAsset();

  return (
    <Card withBorder padding="sm" component="li" aria-label={asset.name}>
      <Card.Section>
        {asset.thumbnailUrl ? (
          <Image src={asset.thumbnailUrl} alt={asset.name} h={120} fit="cover" />
        ) : (
          <Group h={120} justify="center" bg="var(--mantine-color-default-hover)">
            <IconFile size={40} aria-hidden />
          </Group>
        )}
      </Card.Section>
      <Text fw={500} mt="xs" truncate="end" title={asset.name}>
        {asset.name}
      </Text>
      <Text size="xs" c="dimmed">
        {t(`library.kinds.${asset.kind}`)} · {sizeInKb(asset.size, i18n.language)}
      </Text>
      <Group gap={2} mt="xs">
        <CopyButton value={absoluteUrl(asset.url)}>
          {({ copied, copy }) => (
            <Tooltip label={copied ? t('library.copied') : t('library.copyUrl')}>
              <ActionIcon
                variant="subtle"
                onClick={copy}
                aria-label={t('library.copyUrlOf', { name: asset.name })}
              >
                {copied ? <IconCheck size={18} aria-hidden /> : <IconCopy size={18} aria-hidden />}
              </ActionIcon>
            </Tooltip>
          )}
        </CopyButton>
        {!readOnly && (
          <>
            <RenameButton name={asset.name} onClick={rename.open} />
            <DeleteButton
              id={asset._id}
              name={asset.name}
              remove={remove}
              title={t('library.deleteTitle')}
              message={t('library.deleteMessage', { name: asset.name })}
            />
          </>
        )}
      </Group>
      <NameModal
        opened={renaming}
        title={t('library.renameTitle')}
        label={t('library.fileName')}
        initialValue={asset.name}
        submitLabel={t('common.save')}
        loading={renameAsset.isPending}
        schema={assetUpdateBodySchema}
        onClose={rename.close}
        onSubmit={({ name }) =>
          renameAsset.mutate(
            { id: asset._id, name },
            {
              onSuccess: () => {
                rename.close();
                notifySuccess(t('content.renamed'));
              },
              onError: notifyError,
            },
          )
        }
      />
    </Card>
  );
}
