import { profilerContentSchema } from '@lp/shared/formats/interactive';
import { Image, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MappedQuiz } from '../kit/mapped-questions/MappedQuiz.tsx';
import type { ReaderProps } from '../kit/reader-props.ts';
import { profileFor } from './results.ts';

/** Profiler: the learner's answers lead to the profile (persona) they match best. */
export function Reader({ content, onComplete, onRespond, onRestart }: ReaderProps) {
  const { t } = useTranslation('formatsInteractive');
  const profiler = profilerContentSchema.safeParse(content).data;
  if (!profiler) return <Text c="dimmed">{t('profiler.empty')}</Text>;
  return (
    <MappedQuiz
      questions={profiler.questions}
      onComplete={onComplete}
      onRespond={onRespond}
      onRestart={onRestart}
      result={(answers) => {
        // The schema asks for two profiles at least, so the answers always lead to one.
        const profile = profileFor(profiler, answers);
        return (
          profile && (
            <Paper withBorder radius="md" p="lg">
              <Stack gap="sm">
                <Text size="sm" c="dimmed">
                  {t('profiler.youAre')}
                </Text>
                <Title order={2} size="h3">
                  {profile.title}
                </Title>
                {profile.image && <Image src={profile.image} alt={profile.title} maw={240} radius="md" />}
                {profile.description && <Text>{profile.description}</Text>}
              </Stack>
            </Paper>
          )
        );
      }}
    />
  );
}
