import type { BuilderCourse } from '@lp/shared/builder';
import { Button, Card, Group, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useDeleteCourse } from '../../api/delete-course.ts';
import { useDuplicateCourse } from '../../api/duplicate-course.ts';
import { studioPath } from '../../paths.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { ConfirmButton } from '../shared/ConfirmButton.tsx';
import { notifyError, notifySuccess } from '../shared/notify.ts';

/** Duplicate (a deep, unlaunched copy) and delete a course, exam or contest. */
export function CourseActions({ course }: { course: BuilderCourse }) {
  const { t } = useTranslation('builder');
  const navigate = useNavigate();
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
        <Button
          variant="default"
          loading={duplicate.isPending}
          onClick={() =>
            duplicate.mutate(course._id, {
              onSuccess: (copy) => {
                notifySuccess(t('content.duplicated', { name: course.name }));
                navigate(studioPath({ kind: copy.kind, _id: copy._id }));
              },
              onError: notifyError,
            })
          }
        >
          {t('content.duplicate')}
        </Button>
        {canDeleteCourse && (
          <ConfirmButton
            label={t('courseActions.delete', { kind })}
            title={t('courseActions.deleteTitle', { kind })}
            message={t('courseActions.deleteMessage', { name: course.name })}
            confirmLabel={t('common.delete')}
            loading={remove.isPending}
            onConfirm={() =>
              remove.mutate(course._id, {
                onSuccess: () => {
                  notifySuccess(t('content.deleted', { name: course.name }));
                  navigate(course.kind === 'contest' ? '/builder/contests' : '/builder');
                },
                onError: notifyError,
              })
            }
          />
        )}
      </Group>
    </Card>
  );
}
