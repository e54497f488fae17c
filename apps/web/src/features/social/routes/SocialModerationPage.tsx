import { Stack, Tabs, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { CommentsTable } from '../components/moderation/CommentsTable.tsx';
import { MutesPanel } from '../components/moderation/MutesPanel.tsx';
import { PostsTable } from '../components/moderation/PostsTable.tsx';
import { ReportsQueue } from '../components/moderation/ReportsQueue.tsx';
import { SocialOff } from '../components/SocialOff.tsx';
import { useSocialEnabled } from '../use-social-enabled.ts';

const TABS = ['posts', 'comments', 'reports', 'mutes'] as const;
type Tab = (typeof TABS)[number];
const tabLabel = {
  posts: 'moderation.tabPosts',
  comments: 'moderation.tabComments',
  reports: 'moderation.tabReports',
  mutes: 'moderation.tabMutes',
} as const;

/** /builder/social: community moderation (posts, comments, the reports queue, mutes). */
export function SocialModerationPage() {
  const { t } = useTranslation('social');
  const { enabled, loading } = useSocialEnabled();
  const [params, setParams] = useSearchParams();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && TABS.includes(requested) ? requested : 'posts';
  if (loading) return <LoadingScreen />;
  if (!enabled) return <SocialOff />;
  return (
    <>
      <Stack gap={4} mb="lg">
        <Title order={1} size="h2">
          {t('moderation.title')}
        </Title>
        <Text c="dimmed">{t('moderation.description')}</Text>
      </Stack>
      <Tabs
        value={tab}
        onChange={(value) => setParams({ tab: value ?? 'posts' }, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(tabLabel[name])}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="posts">
          <PostsTable />
        </Tabs.Panel>
        <Tabs.Panel value="comments">
          <CommentsTable />
        </Tabs.Panel>
        <Tabs.Panel value="reports">
          <ReportsQueue />
        </Tabs.Panel>
        <Tabs.Panel value="mutes">
          <MutesPanel />
        </Tabs.Panel>
      </Tabs>
    </>
  );
}
