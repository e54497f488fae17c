import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { useFeed } from '../api/feed.ts';
import { Composer } from '../components/Composer.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { SocialOff } from '../components/SocialOff.tsx';
import { useSocialEnabled } from '../use-social-enabled.ts';

function Feed() {
  const { t } = useTranslation('social');
  const feed = useFeed();
  if (feed.error) return <QueryFailure error={feed.error} />;
  if (!feed.data) return <LoadingScreen />;
  const posts = feed.data.pages.flatMap((page) => page.posts);
  return (
    <Stack gap="md" component="section" aria-label={t('title')}>
      {posts.length === 0 && <Text c="dimmed">{t('feed.empty')}</Text>}
      {posts.map((post) => (
        <PostCard key={post._id} post={post} />
      ))}
      {feed.hasNextPage && (
        <Button variant="default" onClick={() => void feed.fetchNextPage()} loading={feed.isFetchingNextPage}>
          {t('feed.more')}
        </Button>
      )}
    </Stack>
  );
}

/** /social: the team's feed, newest first, with the composer on top; it updates live. */
export function SocialFeedPage() {
  const { t } = useTranslation('social');
  const { enabled, loading } = useSocialEnabled();
  if (loading) return <LoadingScreen />;
  if (!enabled) return <SocialOff />;
  return (
    <Container size="sm" px={0}>
      <Stack gap="lg">
        <div>
          <Title order={1}>{t('title')}</Title>
          <Text c="dimmed">{t('description')}</Text>
        </div>
        <Composer />
        <Feed />
      </Stack>
    </Container>
  );
}
