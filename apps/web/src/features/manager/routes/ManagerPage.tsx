import type { ManagerReport } from '@lp/shared/users/admin';
import { Badge, Button, Container, Group, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { IconBellRinging } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/DataTable.tsx';
import { formatDay } from '../../../lib/format-date.ts';
import { useManagerReports } from '../api/reports.ts';
import { NudgeModal } from '../components/NudgeModal.tsx';

type Show = 'all' | 'overdue' | 'inactive';

const nameOf = (person: ManagerReport) =>
  `${person.first_name} ${person.last_name}`.trim() || person.username;

/**
 * /manager (SPEC §2, §6 isManager): the people reporting to the manager, directly or not, with
 * their course statuses, overdue courses, points and level, and a nudge for each. No downloads.
 */
export function ManagerPage() {
  const { t, i18n } = useTranslation('usersAdmin');
  const reports = useManagerReports();
  const [show, setShow] = useState<Show>('all');
  const [nudging, setNudging] = useState<ManagerReport | null>(null);
  const all = reports.data?.reports;
  const shown = all?.filter((person) =>
    show === 'overdue' ? person.overdue > 0 : show === 'inactive' ? person.inactive : true,
  );
  const overdue = all?.filter((person) => person.overdue > 0).length ?? 0;
  const inactive = all?.filter((person) => person.inactive).length ?? 0;

  return (
    <Container size="xl" py="md">
      <Stack gap="md">
        <Title order={1}>{t('manager.title')}</Title>
        <Text c="dimmed">{t('manager.description', { days: reports.data?.inactiveAfterDays ?? 14 })}</Text>
        {reports.isLoading && <Loader aria-label={t('manager.loading')} />}
        <SegmentedControl
          value={show}
          onChange={(value) => setShow(value as Show)}
          aria-label={t('manager.show')}
          data={[
            { value: 'all', label: t('manager.all', { count: all?.length ?? 0 }) },
            { value: 'overdue', label: t('manager.overdue', { count: overdue }) },
            { value: 'inactive', label: t('manager.inactive', { count: inactive }) },
          ]}
        />
        <DataTable
          query={{ data: shown, error: reports.error }}
          empty={t('manager.empty')}
          minWidth={900}
          columns={[
            {
              key: 'name',
              header: t('name'),
              cell: (person) => (
                <>
                  <Text size="sm" fw={500}>
                    {nameOf(person)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {person.depth === 1 ? t('manager.direct') : t('manager.indirect')}
                  </Text>
                </>
              ),
            },
            {
              key: 'courses',
              header: t('courses'),
              cell: (person) =>
                person.courses.length === 0 ? (
                  <Text size="sm" c="dimmed">
                    {t('noCourses')}
                  </Text>
                ) : (
                  <Stack gap={2}>
                    {person.courses.map((course) => (
                      <Text size="sm" key={course.courseId}>
                        {course.name}: {t(`courseStatus.${course.status}`)} (
                        {Math.round(course.viewedPercentage)}%)
                        {course.overdue && (
                          <Badge ml="xs" color="red" variant="light" size="xs">
                            {t('overdue')}
                          </Badge>
                        )}
                      </Text>
                    ))}
                  </Stack>
                ),
            },
            {
              key: 'standing',
              header: t('manager.standing'),
              cell: (person) => t('manager.pointsLevel', { points: person.points, level: person.level }),
            },
            {
              key: 'activity',
              header: t('manager.lastActivity'),
              cell: (person) => (
                <Group gap="xs">
                  <Text size="sm">
                    {person.lastActivity ? formatDay(person.lastActivity, i18n.language) : t('manager.never')}
                  </Text>
                  {person.inactive && (
                    <Badge color="gray" variant="light" size="sm">
                      {t('inactive')}
                    </Badge>
                  )}
                </Group>
              ),
            },
            {
              key: 'nudge',
              cellProps: { ta: 'right' },
              cell: (person) => (
                <Button
                  size="xs"
                  variant="light"
                  leftSection={<IconBellRinging size={14} aria-hidden />}
                  disabled={!person.active}
                  onClick={() => setNudging(person)}
                  aria-label={t('manager.nudgeOf', { name: nameOf(person) })}
                >
                  {t('manager.nudge')}
                </Button>
              ),
            },
          ]}
        />
      </Stack>
      <NudgeModal person={nudging} onClose={() => setNudging(null)} />
    </Container>
  );
}
