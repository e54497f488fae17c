import type { BuilderCourse } from '@lp/shared/builder';
import { Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useDeleteCourse } from '../../api/delete-course.ts';
import { useDuplicateCourse } from '../../api/duplicate-course.ts';
import { studioPath } from '../../paths.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { DeleteButton } from '../shared/DeleteButton.tsx';
import { DuplicateButton } from '../shared/DuplicateButton.tsx';

/** Duplicate (a deep, unlaunched copy) and delete a course, exam or contest. */
export function CourseActions({ course }: { course: BuilderCourse }) {
  const { t } = useTranslation('builder');
  const { canBuild, canDeleteCourse } = useBuilderAccess();
  const duplicate = useDuplicateCourse();
  const remove = useDeleteCourse();
  if (!canBuild) return null;
  const kind = t(`kindWords.${course.kind}`);
  return (
    <Card withBorder maw={820} mt="lg">
      <Title order={2} size="h4" mb={4}>
        {t('courseActions.title')}
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        {t('courseActions.help', { kind })}
      </Text>
      <Group>
        <DuplicateButton
          id={course._id}
          name={course.name}
          duplicate={duplicate}
          pathOf={(copy) => studioPath({ kind: copy.kind, _id: copy._id })}
        />
        {canDeleteCourse && (
          <DeleteButton
            id={course._id}
            name={course.name}
            remove={remove}
            label={t('courseActions.delete', { kind })}
            title={t('courseActions.deleteTitle', { kind })}
            message={t('courseActions.deleteMessage', { name: course.name })}
            then={course.kind === 'contest' ? '/builder/contests' : '/builder'}
          />
        )}
      </Group>
    </Card>
  );
}
