import type { CourseCard } from '@lp/shared/content/catalog';
import { Badge, Group, Progress, Text } from '@mantine/core';
import { IconCalendarTime, IconCheck, IconLock, IconPlayerPause } from '@tabler/icons-react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../../../../lib/format-date.ts';

type Learner = CourseCard['learner'];

/** SPEC §4 "Learner course access": why the learner cannot open the course, or null when it is open. */
export function accessLabel(t: TFunction, access: Learner['access'], language: string): string | null {
  switch (access.state) {
    case 'open':
      return null;
    case 'inactive':
      return t('courses.access.inactive');
    case 'locked':
      return t('courses.access.locked');
    case 'notStarted':
      return access.at
        ? t('courses.access.notStarted', { date: formatDateTime(access.at, language) })
        : t('courses.access.notStartedUndated');
    case 'ended':
      return access.at
        ? t('courses.access.ended', { date: formatDateTime(access.at, language) })
        : t('courses.access.endedUndated');
    case 'vintageLocked':
      return access.at
        ? t('courses.access.vintageLocked', { date: formatDay(access.at, language) })
        : t('courses.access.vintageLockedUndated');
    case 'prerequisiteLocked':
      return t('courses.access.prerequisiteLocked');
  }
}

/** SPEC §4 "Course progress": not started, in progress with its percentage, complete. */
export function progressLabel(t: TFunction, progress: Learner['progress']): string {
  if (progress.state === 'complete') return t('courses.progress.complete');
  if (progress.state === 'inProgress') {
    return t('courses.progress.inProgress', { percentage: Math.round(progress.percentage) });
  }
  return t('courses.progress.notStarted');
}

const accessIcon = (state: Learner['access']['state']) =>
  state === 'notStarted' || state === 'vintageLocked' ? (
    <IconCalendarTime size={14} />
  ) : state === 'ended' || state === 'inactive' ? (
    <IconPlayerPause size={14} />
  ) : (
    <IconLock size={14} />
  );

/** A course card's status line: the access state when it is not open, else its progress. */
export function CourseStatus({ learner }: { learner: Learner }) {
  const { t, i18n } = useTranslation();
  const blocked = accessLabel(t, learner.access, i18n.language);
  if (blocked) {
    return (
      <Badge color="gray" variant="light" leftSection={accessIcon(learner.access.state)} tt="none">
        {blocked}
      </Badge>
    );
  }
  const { progress } = learner;
  return (
    <Group gap="xs" wrap="nowrap">
      {progress.state === 'complete' ? (
        <Badge color="green" variant="light" leftSection={<IconCheck size={14} />} tt="none">
          {progressLabel(t, progress)}
        </Badge>
      ) : (
        <Text size="sm" c="dimmed">
          {progressLabel(t, progress)}
        </Text>
      )}
      {progress.state === 'inProgress' && (
        <Progress value={progress.percentage} flex={1} size="sm" aria-hidden />
      )}
    </Group>
  );
}
