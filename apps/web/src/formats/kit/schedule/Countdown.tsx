import { Badge, Group, Paper, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { phaseAt } from './schedule.ts';

/** Time left until the start, "Live now" while it runs, "Ended" afterwards; ticks every second. */
export function Countdown({ startsAt, durationMinutes }: { startsAt: string; durationMinutes: number }) {
  const { t } = useTranslation('formatsMedia');
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  const state = phaseAt(startsAt, durationMinutes, now);
  if (state.phase === 'live')
    return (
      <Badge color="red" size="lg">
        {t('schedule.live')}
      </Badge>
    );
  if (state.phase === 'ended')
    return (
      <Badge color="gray" size="lg">
        {t('schedule.ended')}
      </Badge>
    );
  const units = [
    { value: state.days, label: t('schedule.days') },
    { value: state.hours, label: t('schedule.hours') },
    { value: state.minutes, label: t('schedule.minutes') },
    { value: state.seconds, label: t('schedule.seconds') },
  ];
  return (
    <div role="timer" aria-label={t('schedule.startsIn')}>
      <Text size="sm" c="dimmed" mb={4}>
        {t('schedule.startsIn')}
      </Text>
      <Group gap="xs">
        {units.map((unit) => (
          <Paper key={unit.label} withBorder px="sm" py={4} radius="md" ta="center" miw={64}>
            <Text fw={700} size="xl" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {String(unit.value).padStart(2, '0')}
            </Text>
            <Text size="xs" c="dimmed">
              {unit.label}
            </Text>
          </Paper>
        ))}
      </Group>
    </div>
  );
}
