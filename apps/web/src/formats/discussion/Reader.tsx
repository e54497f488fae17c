import { discussionContentSchema } from '@lp/shared/formats/commerce';
import { COMMENT_LIMITS } from '@lp/shared/social/comments';
import { Alert, Button, Center, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessageOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-error.ts';
import { useAuthStore } from '../../lib/auth-store.ts';
import { useParsedContent } from '../kit/content/parsed-content.ts';
import { CompletionBar } from '../kit/reader/CompletionBar.tsx';
import { EmptyContent } from '../kit/reader/EmptyContent.tsx';
import { SafeHtml } from '../kit/reader/SafeHtml.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';
import { CommentForm } from './CommentForm.tsx';
import { useCreateDeckComment, useDeckComments } from './comments-api.ts';
import { Thread } from './Thread.tsx';

/**
 * Discussion: the prompt, then threaded comments on the deck. It completes with "Mark as complete"
 * once the learner has posted as many comments as the builder asked for.
 */
export function Reader({ content, deckId, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsReading');
  const discussion = useParsedContent(discussionContentSchema, content);
  if (!discussion) return <EmptyContent />;
  return (
    <Stack gap="lg">
      <Paper withBorder radius="md" p="lg">
        <SafeHtml html={discussion.html} />
      </Paper>
      {deckId ? (
        <Comments
          deckId={deckId}
          minComments={discussion.minComments}
          doneBefore={record?.completion === true}
          onComplete={() => onComplete({ viewedPercentage: 100 })}
        />
      ) : (
        <Alert color="gray" icon={<IconMessageOff size={18} />} role="status">
          {t('discussion.previewOnly')}
        </Alert>
      )}
    </Stack>
  );
}

interface CommentsProps {
  deckId: string;
  minComments: number;
  doneBefore: boolean;
  onComplete: Parameters<typeof CompletionBar>[0]['onComplete'];
}

function Comments({ deckId, minComments, doneBefore, onComplete }: CommentsProps) {
  const { t } = useTranslation('formatsReading');
  const userId = useAuthStore((state) => state.user?._id);
  const [limit, setLimit] = useState<number>(COMMENT_LIMITS.pageDefault);
  const list = useDeckComments(deckId, limit);
  const create = useCreateDeckComment(deckId);

  if (list.isPending) {
    return (
      <Center py="md">
        <Loader size="sm" />
      </Center>
    );
  }
  if (list.isError) {
    return (
      <Alert color="red" role="alert">
        {errorMessage(list.error, list.error.message) || t('discussion.loadFailed')}
      </Alert>
    );
  }
  const { comments, total, open } = list.data;
  const mine = comments
    .flatMap((thread) => [thread, ...thread.replies])
    .filter((comment) => comment.author._id === userId && !comment.deleted).length;
  const remaining = Math.max(0, minComments - mine);

  return (
    <Stack gap="md">
      <Title order={2} size="h4">
        {t('discussion.title', { count: total })}
      </Title>
      {open ? (
        <CommentForm
          label={t('discussion.yourComment')}
          submitLabel={t('discussion.post')}
          onSubmit={(text) => create.mutateAsync({ text })}
        />
      ) : (
        <Text c="dimmed">{t('discussion.closed')}</Text>
      )}
      {comments.length === 0 ? (
        <Text c="dimmed">{t('discussion.none')}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {comments.map((thread) => (
            <Thread key={thread._id} deckId={deckId} thread={thread} open={open} />
          ))}
        </Stack>
      )}
      {total > comments.length && limit < COMMENT_LIMITS.pageMax && (
        <Button variant="default" w="fit-content" onClick={() => setLimit(COMMENT_LIMITS.pageMax)}>
          {t('discussion.more')}
        </Button>
      )}
      {remaining > 0 ? (
        <Text size="sm" c="dimmed" role="status">
          {t('discussion.toComplete', { count: remaining })}
        </Text>
      ) : (
        <CompletionBar doneBefore={doneBefore} onComplete={onComplete} />
      )}
    </Stack>
  );
}
