import type { EventContent, WebinarContent } from '@lp/shared/formats/media';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconClock, IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NewTabButton } from '../reader/NewTabButton.tsx';
import { OutcomeMessage } from '../reader/OutcomeMessage.tsx';
import type { ReaderOutcome, ReaderProps } from '../reader-props.ts';
import { Countdown } from './Countdown.tsx';
import { downloadIcs } from './calendar.ts';
import { formatInZone, localTimeZone } from './schedule.ts';

interface ScheduleReaderProps extends Pick<ReaderProps, 'deckId' | 'record' | 'onComplete'> {
  session: (WebinarContent & { location?: string }) | (EventContent & { joinUrl?: string });
}

/**
 * A webinar or an event: when (in its time zone and the learner's), for how long, where, a
 * countdown, the join link and an .ics download. Joining or adding it to a calendar completes it.
 */
export function ScheduleReader({ session, deckId, record, onComplete }: ScheduleReaderProps) {
  const { t, i18n } = useTranslation('formatsMedia');
  const [outcome, setOutcome] = useState<ReaderOutcome | null>(null);
  const reported = useRef(false);
  const myZone = localTimeZone();

  const complete = () => {
    if (reported.current) return;
    reported.current = true;
    void onComplete({ viewedPercentage: 100 }).then(setOutcome);
  };
  const addToCalendar = () => {
    downloadIcs({
      uid: `${deckId ?? session.startsAt}@learning-platform`,
      title: session.title,
      description: [session.description, session.joinUrl].filter(Boolean).join('\n\n'),
      startsAt: session.startsAt,
      durationMinutes: session.durationMinutes,
      location: session.location ?? session.joinUrl,
      url: session.joinUrl,
    });
    complete();
  };

  return (
    <Stack gap="md">
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h3">
            {session.title}
          </Title>
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <IconClock size={18} aria-hidden style={{ flexShrink: 0, marginTop: 3 }} />
            <Stack gap={2}>
              <Text fw={500}>{formatInZone(session.startsAt, session.timezone, i18n.language)}</Text>
              {myZone !== session.timezone && (
                <Text size="sm" c="dimmed">
                  {t('schedule.yourTime', { time: formatInZone(session.startsAt, myZone, i18n.language) })}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                {t('schedule.duration', { minutes: session.durationMinutes })}
              </Text>
            </Stack>
          </Group>
          {session.location && (
            <Group gap="xs" wrap="nowrap">
              <IconMapPin size={18} aria-hidden />
              <Text>{session.location}</Text>
            </Group>
          )}
          <Countdown startsAt={session.startsAt} durationMinutes={session.durationMinutes} />
        </Stack>
      </Paper>
      {session.description && <Text style={{ whiteSpace: 'pre-line' }}>{session.description}</Text>}
      <Group>
        {session.joinUrl && (
          <NewTabButton
            href={session.joinUrl}
            leftSection={<IconExternalLink size={18} />}
            onClick={complete}
          >
            {t('schedule.join')}
          </NewTabButton>
        )}
        <Button variant="light" leftSection={<IconCalendarPlus size={18} />} onClick={addToCalendar}>
          {t('schedule.addToCalendar')}
        </Button>
      </Group>
      {record?.completion && !outcome && (
        <Text size="sm" c="dimmed">
          {t('schedule.doneBefore')}
        </Text>
      )}
      {outcome && <OutcomeMessage outcome={outcome} />}
    </Stack>
  );
}
