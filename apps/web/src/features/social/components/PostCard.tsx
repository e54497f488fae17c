import type { Post } from '@lp/shared/social/index';
import {
  ActionIcon,
  Alert,
  Anchor,
  Button,
  Card,
  Group,
  Image,
  Menu,
  SimpleGrid,
  Stack,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import {
  IconDots,
  IconFlag,
  IconHeart,
  IconHeartFilled,
  IconMessageCircle,
  IconTrash,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SafeHtml } from '../../../formats/kit/reader/SafeHtml.tsx';
import { useDeletePost, useLike } from '../api/feed.ts';
import { AuthorLine } from './AuthorLine.tsx';
import { ReportDialog } from './ReportDialog.tsx';

const linkPath = (link: NonNullable<Post['link']>) =>
  link.kind === 'course' ? `/courses/${link._id}` : `/content/${link.readerType ?? 'article'}/${link._id}`;

/** One post: author, text, images, link, likes, comment count, and delete or report. */
export function PostCard({ post, detail = false }: { post: Post; detail?: boolean }) {
  const { t } = useTranslation('social');
  const navigate = useNavigate();
  const like = useLike(post._id);
  const remove = useDeletePost();
  const [reporting, report] = useDisclosure(false);

  const onDelete = async () => {
    if (!window.confirm(t('post.deleteConfirm'))) return;
    await remove.mutateAsync(post._id);
    notifications.show({ withCloseButton: false, message: t('post.deleted') });
    if (detail) void navigate('/social');
  };

  return (
    <Card withBorder component="article" aria-labelledby={`post-${post._id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" id={`post-${post._id}`}>
          <AuthorLine author={post.author} createdAt={post.createdAt} />
          {(post.canDelete || post.canReport) && (
            <Menu position="bottom-end">
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" aria-label={t('post.actions')}>
                  <IconDots size={18} />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                {post.canReport && (
                  <Menu.Item leftSection={<IconFlag size={16} />} onClick={report.open}>
                    {t('post.report')}
                  </Menu.Item>
                )}
                {post.canDelete && (
                  <Menu.Item
                    color="red"
                    leftSection={<IconTrash size={16} />}
                    onClick={() => void onDelete()}
                  >
                    {t('post.delete')}
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          )}
        </Group>
        {post.hidden && <Alert color="yellow">{t('post.hiddenNotice')}</Alert>}
        {post.html && (
          // Sanitized on the server (sanitize-html) and again here (DOMPurify).
          <SafeHtml html={post.html} />
        )}
        {post.images.length > 0 && (
          <SimpleGrid cols={post.images.length === 1 ? 1 : 2} spacing="xs">
            {post.images.map((image, index) => (
              <Anchor key={image._id} href={image.url} target="_blank" rel="noopener noreferrer">
                <Image
                  src={detail ? image.url : (image.thumbnailUrl ?? image.url)}
                  alt={t('post.image', { index: index + 1, name: post.author.name })}
                  radius="sm"
                  fit="cover"
                  mah={detail ? undefined : 260}
                />
              </Anchor>
            ))}
          </SimpleGrid>
        )}
        {post.link && (
          <Anchor component={Link} to={linkPath(post.link)}>
            {t(post.link.kind === 'course' ? 'post.linkCourse' : 'post.linkArticle', {
              name: post.link.name,
            })}
          </Anchor>
        )}
        <Group gap="xs">
          <Button
            variant={post.liked ? 'light' : 'subtle'}
            color={post.liked ? 'red' : 'gray'}
            leftSection={post.liked ? <IconHeartFilled size={18} /> : <IconHeart size={18} />}
            aria-pressed={post.liked}
            aria-label={`${post.liked ? t('post.unlike') : t('post.like')} (${t('post.likes', { count: post.likeCount })})`}
            onClick={() => like.mutate(!post.liked)}
            disabled={post.hidden}
          >
            {t('post.likes', { count: post.likeCount })}
          </Button>
          <Button
            variant="subtle"
            color="gray"
            leftSection={<IconMessageCircle size={18} />}
            component={Link}
            to={`/social/${post._id}`}
          >
            {t('post.comments', { count: post.commentCount })}
          </Button>
        </Group>
      </Stack>
      {post.canReport && <ReportDialog postId={post._id} opened={reporting} onClose={report.close} />}
    </Card>
  );
}
