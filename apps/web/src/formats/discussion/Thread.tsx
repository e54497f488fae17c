import type { CommentThread } from '@lp/shared/social/comments';
import { Paper, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CommentForm } from './CommentForm.tsx';
import { CommentItem } from './CommentItem.tsx';
import { useCreateDeckComment, useDeleteDeckComment } from './comments-api.ts';

/** A top-level comment, its replies indented below, and a reply box on demand. */
export function Thread({ deckId, thread, open }: { deckId: string; thread: CommentThread; open: boolean }) {
  const { t } = useTranslation('formatsReading');
  const [replying, setReplying] = useState(false);
  const create = useCreateDeckComment(deckId);
  const remove = useDeleteDeckComment(deckId);
  const deleting = (id: string) => remove.isPending && remove.variables === id;

  return (
    <Paper withBorder radius="md" p="sm" component="li">
      <Stack gap="sm">
        <CommentItem
          comment={thread}
          onReply={open ? () => setReplying(true) : undefined}
          onDelete={() => remove.mutate(thread._id)}
          deleting={deleting(thread._id)}
        />
        {thread.replies.length > 0 && (
          <Stack
            component="ul"
            gap="sm"
            pl="xl"
            m={0}
            aria-label={t('discussion.replies', { count: thread.replies.length })}
            style={{ listStyle: 'none', borderInlineStart: '2px solid var(--mantine-color-default-border)' }}
          >
            {thread.replies.map((reply) => (
              <li key={reply._id}>
                <CommentItem
                  comment={reply}
                  onDelete={() => remove.mutate(reply._id)}
                  deleting={deleting(reply._id)}
                />
              </li>
            ))}
          </Stack>
        )}
        {replying && (
          <CommentForm
            label={t('discussion.replyTo', { name: thread.author.name })}
            submitLabel={t('discussion.sendReply')}
            autoFocus
            onCancel={() => setReplying(false)}
            onSubmit={async (text) => {
              await create.mutateAsync({ text, parentId: thread._id });
              setReplying(false);
            }}
          />
        )}
      </Stack>
    </Paper>
  );
}
