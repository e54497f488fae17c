import { recommenderContentSchema, SAFE_LINK } from '@lp/shared/formats/interactive';
import { Anchor, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MappedQuiz } from '../kit/mapped-questions/MappedQuiz.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';
import { recommendationsFor } from './results.ts';

const isExternal = (link: string) => /^https?:\/\//i.test(link);

/** Recommender: the learner's answers point to content worth opening next, with links. */
export function Reader({ content, onComplete, onRespond, onRestart }: ReaderProps) {
  const { t } = useTranslation('formatsInteractive');
  const recommender = recommenderContentSchema.safeParse(content).data;
  if (!recommender) return <Text c="dimmed">{t('recommender.empty')}</Text>;
  return (
    <MappedQuiz
      questions={recommender.questions}
      onComplete={onComplete}
      onRespond={onRespond}
      onRestart={onRestart}
      result={(answers) => {
        const picks = recommendationsFor(recommender, answers);
        return (
          <>
            <Title order={2} size="h3">
              {t('recommender.title')}
            </Title>
            {picks.length === 0 && <Text c="dimmed">{t('recommender.none')}</Text>}
            <Stack gap="sm" role="list">
              {picks.map((pick) => (
                <Paper key={pick.id} withBorder radius="md" p="md" role="listitem">
                  <Anchor
                    href={SAFE_LINK.test(pick.link) ? pick.link : undefined}
                    fw={600}
                    {...(isExternal(pick.link) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {pick.title}
                  </Anchor>
                  {pick.description && (
                    <Text size="sm" c="dimmed">
                      {pick.description}
                    </Text>
                  )}
                </Paper>
              ))}
            </Stack>
          </>
        );
      }}
    />
  );
}
