import { Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { AssetsPanel } from '../components/library/AssetsPanel.tsx';
import { BannersPanel } from '../components/library/BannersPanel.tsx';
import { TagsPanel } from '../components/library/TagsPanel.tsx';
import { PageHeader } from '../components/shared/PageHeader.tsx';

const TABS = ['files', 'tags', 'banners'] as const;
type LibraryTab = (typeof TABS)[number];

/** /builder/library: files, tags and banners of the team; the tab is kept in the URL (?tab=). */
export function LibraryPage() {
  const { t } = useTranslation('builder');
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab');
  const tab: LibraryTab = TABS.includes(requested as LibraryTab) ? (requested as LibraryTab) : 'files';

  return (
    <>
      <PageHeader title={t('library.title')} description={t('library.description')} />
      <Tabs
        value={tab}
        onChange={(next) => next && setParams({ tab: next }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((value) => (
            <Tabs.Tab key={value} value={value}>
              {t(`library.tabs.${value}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="files">
          <AssetsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="tags">
          <TagsPanel />
        </Tabs.Panel>
        <Tabs.Panel value="banners">
          <BannersPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
