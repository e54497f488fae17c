import type { Comment } from '@lp/shared/social/comments';
import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** "3 minutes ago" in the learner's language. */
function timeAgo(iso: string, language: string, now = Date.now()): string {
  const seconds = Math.round((new Date(iso).getTime() - now) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  const steps: [Intl.RelativeTimeFormatUnit, number][] = [
    ['day', 86_400],
    ['hour', 3_600],
    ['minute', 60],
  ];
  for (const [unit, size] of steps) {
    if (Math.abs(seconds) >= size) return format.format(Math.round(seconds / size), unit);
  }
  return format.format(seconds, 'second');
}

interface CommentItemProps {
  comment: Comment;
  onReply?: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One comment: author, time, text, and reply or delete when allowed. */
export function CommentItem({ comment, onReply, onDelete, deleting }: CommentItemProps) {
  const { t, i18n } = useTranslation('formatsReading');
  return (
    <Group align="flex-start" wrap="nowrap" gap="sm">
      <Avatar src={comment.author.image} alt="" name={comment.author.name} radius="xl" />
      <Stack gap={2} flex={1}>
        <Group gap="xs">
          <Text fw={600} size="sm">
            {comment.author.name}
          </Text>
          <Text size="xs" c="dimmed" component="time" dateTime={comment.createdAt}>
            {timeAgo(comment.createdAt, i18n.language)}
          </Text>
        </Group>
        {comment.deleted ? (
          <Text size="sm" c="dimmed" fs="italic">
            {t('discussion.deleted')}
          </Text>
        ) : (
          <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
            {comment.body}
          </Text>
        )}
        {!comment.deleted && (onReply || comment.canDelete) && (
          <Group gap={4}>
            {onReply && (
              <Button variant="subtle" size="compact-xs" onClick={onReply}>
                {t('discussion.reply')}
              </Button>
            )}
            {comment.canDelete && (
              <Button variant="subtle" color="red" size="compact-xs" onClick={onDelete} loading={deleting}>
                {t('discussion.delete')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Group>
  );
}
