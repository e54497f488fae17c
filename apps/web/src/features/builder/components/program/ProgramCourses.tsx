import { type BuilderProgram, programUpdateBodySchema } from '@lp/shared/builder';
import { ActionIcon, Anchor, Badge, Button, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { useDashboard } from '../../api/get-dashboard.ts';
import { useUpdateProgram } from '../../api/update-program.ts';
import { studioPath } from '../../paths.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { FormErrorSummary } from '../forms/FormErrorSummary.tsx';
import { MoveButtons } from '../shared/ItemButtons.tsx';

type Entry = Pick<BuilderProgram['courses'][number], '_id' | 'name' | 'kind'>;

/** The program's courses in order: add, remove, move; saved as the ordered courseIds. */
export function ProgramCourses({ program }: { program: BuilderProgram }) {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const update = useUpdateProgram(program._id);
  const courses = useDashboard({ kind: 'course' });
  const form = useSchemaForm({
    schema: programUpdateBodySchema,
    initialValues: {
      courses: [...program.courses].sort((a, b) => a.position - b.position) as Entry[],
      /** The course chosen to add next; not sent. */
      adding: null as string | null,
    },
    toBody: ({ courses }) => ({ courseIds: courses.map((entry) => entry._id) }),
  });
  const entries = form.values.courses;
  const candidates = (courses.data?.items ?? []).filter(
    (course) => !entries.some((entry) => entry._id === course._id),
  );
  const add = () => {
    const course = candidates.find((candidate) => candidate._id === form.values.adding);
    if (course) form.insertListItem('courses', { _id: course._id, name: course.name, kind: 'course' });
    form.setFieldValue('adding', null);
  };
  // Not a <form>: Enter in the course search must not save the order.
  const save = form.onSubmit((body) =>
    update.mutate(body, {
      onSuccess: () => {
        form.resetDirty();
        notifySuccess(t('program.coursesSaved'));
      },
      onError: notifyError,
    }),
  );

  return (
    <Stack maw={820}>
      <FormErrorSummary errors={form.errors} withMessages />
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
                  <MoveButtons
                    name={entry.name}
                    first={index === 0}
                    last={index === entries.length - 1}
                    onMove={(direction) =>
                      form.reorderListItem('courses', {
                        from: index,
                        to: index + (direction === 'up' ? -1 : 1),
                      })
                    }
                  />
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    aria-label={t('program.removeCourse', { name: entry.name })}
                    onClick={() => form.removeListItem('courses', index)}
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
            searchable
            nothingFoundMessage={t('program.noCandidates')}
            flex={1}
            {...form.getInputProps('adding')}
          />
          <Button variant="light" disabled={!form.values.adding} onClick={add}>
            {t('program.add')}
          </Button>
          <Button disabled={!form.isDirty('courses')} loading={update.isPending} onClick={() => save()}>
            {t('program.saveCourses')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
