import { Anchor, Container, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { LoadingScreen } from '../../../components/LoadingScreen.tsx';
import { QueryFailure } from '../../../components/QueryFailure.tsx';
import { usePost } from '../api/feed.ts';
import { Comments } from '../components/Comments.tsx';
import { PostCard } from '../components/PostCard.tsx';
import { SocialOff } from '../components/SocialOff.tsx';
import { useSocialEnabled } from '../use-social-enabled.ts';

function PostView({ postId }: { postId: string }) {
  const post = usePost(postId);
  if (post.error) return <QueryFailure error={post.error} />;
  if (!post.data) return <LoadingScreen />;
  return (
    <Stack gap="lg">
      <PostCard post={post.data} detail />
      <Comments post={post.data} />
    </Stack>
  );
}

/** /social/{postId}: one post with its comments. */
export function SocialPostPage() {
  const { t } = useTranslation('social');
  const { postId = '' } = useParams();
  const { enabled, loading } = useSocialEnabled();
  if (loading) return <LoadingScreen />;
  if (!enabled) return <SocialOff />;
  return (
    <Container size="sm" px={0}>
      <Stack gap="md">
        <Anchor component={Link} to="/social">
          <IconArrowLeft size={14} aria-hidden /> {t('feed.back')}
        </Anchor>
        <PostView postId={postId} />
      </Stack>
    </Container>
  );
}
