import { type PostDetail, postCommentBodySchema } from '@lp/shared/social/index';
import { ActionIcon, Button, Card, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-error.ts';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useComment, useDeleteComment } from '../api/feed.ts';
import { AuthorLine } from './AuthorLine.tsx';

/** A post's comments, oldest first, and the form to add one. */
export function Comments({ post }: { post: PostDetail }) {
  const { t } = useTranslation('social');
  const comment = useComment(post._id);
  const remove = useDeleteComment(post._id);
  const [error, setError] = useState<string | null>(null);
  const form = useSchemaForm({ schema: postCommentBodySchema, initialValues: { text: '' } });
  const submit = form.onSubmit(async (body) => {
    setError(null);
    try {
      await comment.mutateAsync(body);
      form.reset();
    } catch (err) {
      setError(errorMessage(err, t('comments.submit')));
    }
  });

  return (
    <Stack gap="sm" component="section" aria-labelledby="comments-title">
      <Title order={2} size="h4" id="comments-title">
        {t('comments.title')}
      </Title>
      {post.comments.length === 0 && <Text c="dimmed">{t('comments.none')}</Text>}
      {post.comments.map((c) => (
        <Card
          key={c._id}
          withBorder
          padding="sm"
          bg={c.hidden ? 'var(--mantine-color-yellow-light)' : undefined}
        >
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4}>
              <AuthorLine author={c.author} createdAt={c.createdAt} size="sm" />
              <Text style={{ whiteSpace: 'pre-wrap' }}>{c.body}</Text>
            </Stack>
            {c.canDelete && (
              <ActionIcon
                variant="subtle"
                color="red"
                aria-label={t('comments.delete')}
                onClick={() => remove.mutate(c._id)}
              >
                <IconTrash size={16} />
              </ActionIcon>
            )}
          </Group>
        </Card>
      ))}
      {!post.hidden && (
        <form onSubmit={submit}>
          <Stack gap="xs">
            <Textarea
              label={t('comments.label')}
              autosize
              minRows={2}
              {...form.getInputProps('text')}
              error={form.errors.text ?? error}
            />
            <Group justify="flex-end">
              <Button type="submit" loading={comment.isPending}>
                {t('comments.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
