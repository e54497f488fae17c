import { RATING_COMMENT_ID, RATING_QUESTION_ID, ratingContentSchema } from '@lp/shared/formats/interactive';
import { Button, Group, Rating, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OutcomeMessage } from '../kit/reader/OutcomeMessage.tsx';
import { useFinish } from '../kit/reader/use-finish.ts';
import type { ReaderProps } from '../kit/reader-props.ts';

/** Rating: one to five stars and, when the author allows it, a comment. */
export function Reader({ content, record, onComplete, onRespond }: ReaderProps) {
  const { t } = useTranslation('formatsInteractive');
  const rating = ratingContentSchema.safeParse(content).data;
  const [stars, setStars] = useState(0);
  const [comment, setComment] = useState('');
  const { finish, pending, outcome } = useFinish(onComplete);

  if (!rating) return <Text c="dimmed">{t('rating.empty')}</Text>;
  const send = () => {
    onRespond?.(RATING_QUESTION_ID, String(stars));
    if (rating.allowComment && comment.trim()) onRespond?.(RATING_COMMENT_ID, comment.trim());
    void finish({});
  };

  if (outcome) return <OutcomeMessage outcome={outcome} headline={t('rating.thanks', { count: stars })} />;
  return (
    <Stack gap="md">
      {record?.completion && (
        <Text size="sm" c="dimmed">
          {t('rating.ratedBefore')}
        </Text>
      )}
      <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
        <Text component="legend" fw={600} mb="xs">
          {rating.prompt}
        </Text>
        <Rating
          size="xl"
          value={stars}
          onChange={setStars}
          getSymbolLabel={(value) => t('rating.stars', { count: value })}
        />
      </fieldset>
      {rating.allowComment && (
        <Textarea
          label={t('rating.comment')}
          minRows={2}
          maxLength={500}
          value={comment}
          onChange={(event) => setComment(event.currentTarget.value)}
        />
      )}
      <Group>
        <Button onClick={send} disabled={stars === 0} loading={pending}>
          {t('rating.send')}
        </Button>
      </Group>
    </Stack>
  );
}
