import { ASSET_KINDS, type AssetKind } from '@lp/shared/assets';
import { Group, Pagination, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryFailure } from '../../../../components/QueryFailure.tsx';
import { useAssets } from '../../api/get-assets.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { PageLoader } from '../shared/PageLoader.tsx';
import { usePagedSearch } from '../shared/use-paged-search.ts';
import { AssetCard } from './AssetCard.tsx';
import { UploadDropzone } from './UploadDropzone.tsx';

const PAGE_SIZE = 24;

/** The team's files: upload, search, filter by kind, and a grid of cards. */
export function AssetsPanel() {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const [kind, setKind] = useState<AssetKind | null>(null);
  const { page, setPage, search, input } = usePagedSearch();
  const assets = useAssets({ kind: kind ?? undefined, search, page, limit: PAGE_SIZE });
  const pages = assets.data ? Math.max(1, Math.ceil(assets.data.total / PAGE_SIZE)) : 1;

  return (
    <Stack>
      {!readOnly && <UploadDropzone />}
      <Group align="flex-end">
        <TextInput
          label={t('library.search')}
          leftSection={<IconSearch size={16} aria-hidden />}
          {...input}
        />
        <Select
          label={t('library.kind')}
          placeholder={t('kinds.all')}
          clearable
          data={ASSET_KINDS.map((value) => ({ value, label: t(`library.kinds.${value}`) }))}
          value={kind}
          onChange={(value) => {
            setKind(value as AssetKind | null);
            setPage(1);
          }}
        />
      </Group>
      {assets.isLoading && <PageLoader />}
      {assets.isError && <QueryFailure error={assets.error} />}
      {assets.data?.assets.length === 0 && <Text c="dimmed">{t('library.none')}</Text>}
      {assets.data && assets.data.assets.length > 0 && (
        <SimpleGrid
          cols={{ base: 1, xs: 2, md: 3, lg: 4 }}
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
        >
          {assets.data.assets.map((asset) => (
            <AssetCard key={asset._id} asset={asset} readOnly={readOnly} />
          ))}
        </SimpleGrid>
      )}
      {pages > 1 && (
        <Pagination total={pages} value={page} onChange={setPage} aria-label={t('learners.pages')} />
      )}
    </Stack>
  );
}
