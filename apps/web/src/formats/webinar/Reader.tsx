import { webinarContentSchema } from '@lp/shared/formats/media';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReaderProps } from '../kit/reader-props.ts';
import { ScheduleReader } from '../kit/schedule/ScheduleReader.tsx';

/** Webinar: an online session with its join link, time in the learner's zone, countdown and calendar file. */
export function Reader({ content, deckId, record, onComplete }: ReaderProps) {
  const { t } = useTranslation('formatsMedia');
  const parsed = webinarContentSchema.safeParse(content);
  if (!parsed.success) return <Text c="dimmed">{t('empty')}</Text>;
  return <ScheduleReader session={parsed.data} deckId={deckId} record={record} onComplete={onComplete} />;
}
