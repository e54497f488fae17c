import type { BuilderProgram } from '@lp/shared/builder';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDashboard } from '../../api/get-dashboard.ts';
import { useUpdateProgram } from '../../api/update-program.ts';
import { studioPath } from '../../paths.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { notifyError, notifySuccess } from '../shared/notify.ts';

interface Entry {
  _id: string;
  name: string;
  kind: BuilderProgram['courses'][number]['kind'];
}

/** The program's courses in order: add, remove, move; saved as the ordered courseIds. */
export function ProgramCourses({ program }: { program: BuilderProgram }) {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const update = useUpdateProgram(program._id);
  const courses = useDashboard({ kind: 'course' });
  const [entries, setEntries] = useState<Entry[]>(() =>
    [...program.courses].sort((a, b) => a.position - b.position),
  );
  const [dirty, setDirty] = useState(false);
  const [adding, setAdding] = useState<string | null>(null);

  const change = (next: Entry[]) => {
    setEntries(next);
    setDirty(true);
  };
  const move = (index: number, delta: -1 | 1) => {
    const next = [...entries];
    const [moved] = next.splice(index, 1);
    if (moved) next.splice(index + delta, 0, moved);
    change(next);
  };
  const candidates = (courses.data?.items ?? []).filter(
    (course) => !entries.some((entry) => entry._id === course._id),
  );

  return (
    <Stack maw={820}>
      {entries.length === 0 && <Text c="dimmed">{t('program.noCourses')}</Text>}
      <Stack component="ol" gap="xs" p={0} m={0} style={{ listStyle: 'none' }}>
        {entries.map((entry, index) => (
          <Paper key={entry._id} withBorder p="xs" component="li" aria-label={entry.name}>
            <Group justify="space-between" wrap="nowrap">
              <Group gap="xs" miw={0}>
                <Text c="dimmed" size="sm">
                  {index + 1}.
                </Text>
                <Anchor component={Link} to={studioPath({ kind: entry.kind, _id: entry._id })} truncate="end">
                  {entry.name}
                </Anchor>
                <Badge variant="outline" size="sm">
                  {t(`kinds.${entry.kind}`)}
                </Badge>
              </Group>
              {!readOnly && (
                <Group gap={2} wrap="nowrap">
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('content.moveUpOf', { name: entry.name })}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    <IconArrowUp size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    aria-label={t('content.moveDownOf', { name: entry.name })}
                    disabled={index === entries.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    <IconArrowDown size={18} aria-hidden />
                  </ActionIcon>
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('program.removeCourse', { name: entry.name })}
                    onClick={() => change(entries.filter((other) => other._id !== entry._id))}
                  >
                    <IconX size={18} aria-hidden />
                  </ActionIcon>
                </Group>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
      {!readOnly && (
        <Group align="flex-end">
          <Select
            label={t('program.addCourse')}
            data={candidates.map((course) => ({ value: course._id, label: course.name }))}
            value={adding}
            onChange={setAdding}
            searchable
            nothingFoundMessage={t('program.noCandidates')}
            flex={1}
          />
          <Button
            variant="light"
            disabled={!adding}
            onClick={() => {
              const course = candidates.find((candidate) => candidate._id === adding);
              if (course) change([...entries, { _id: course._id, name: course.name, kind: 'course' }]);
              setAdding(null);
            }}
          >
            {t('program.add')}
          </Button>
          <Button
            disabled={!dirty}
            loading={update.isPending}
            onClick={() =>
              update.mutate(
                { courseIds: entries.map((entry) => entry._id) },
                {
                  onSuccess: () => {
                    setDirty(false);
                    notifySuccess(t('program.coursesSaved'));
                  },
                  onError: notifyError,
                },
              )
            }
          >
            {t('program.saveCourses')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
