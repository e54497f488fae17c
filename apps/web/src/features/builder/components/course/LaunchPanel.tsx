import type { BuilderCourse } from '@lp/shared/builder';
import { Alert, Button, Card, Group, Modal, Radio, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRocket } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../../lib/format-date.ts';
import { notifyError, notifySuccess } from '../../../../lib/notify.ts';
import { useLaunchCourse } from '../../api/launch-course.ts';
import { useUnlaunchCourse } from '../../api/unlaunch-course.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { ConfirmButton } from '../shared/ConfirmButton.tsx';
import { StatusBadge } from '../shared/StatusBadge.tsx';

type ProgressChoice = 'keep' | 'reset';

/** SPEC §4: launch (keeping or resetting learner progress) and unlaunch with confirmation. */
export function LaunchPanel({ course }: { course: BuilderCourse }) {
  const { t, i18n } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const launch = useLaunchCourse(course._id);
  const unlaunch = useUnlaunchCourse(course._id);
  const [dialogOpen, dialog] = useDisclosure(false);
  const [choice, setChoice] = useState<ProgressChoice>('keep');
  const kind = t(`kindWords.${course.kind}`);
  const deckCount = course.topics.reduce((sum, topic) => sum + topic.decks.length, 0);

  const confirmLaunch = () =>
    launch.mutate(
      { resetProgress: choice === 'reset' },
      {
        onSuccess: (result) => {
          dialog.close();
          const counts = { count: result.notified, version: result.archivedVersion ?? 0 };
          // A relaunch archives the version before it too, but only a reset starts learners afresh.
          notifySuccess(
            result.archivedVersion === null
              ? t('launch.launched', counts)
              : choice === 'reset'
                ? t('launch.launchedReset', counts)
                : t('launch.launchedKept', counts),
          );
        },
        onError: notifyError,
      },
    );

  return (
    <Card withBorder>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={2} size="h4">
              {t('launch.title')}
            </Title>
            <StatusBadge status={course.launched ? 'launched' : 'draft'} />
          </Group>
          <Text size="sm" c="dimmed">
            {course.launched && course.launchedAt
              ? t('launch.launchedAt', {
                  date: formatDateTime(course.launchedAt, i18n.language),
                  version: course.version,
                })
              : t('launch.draftHelp', { kind })}
          </Text>
          {course.kind !== 'course' && (
            <Text size="sm" c="dimmed">
              {t('launch.examNote', { kind })}
            </Text>
          )}
        </Stack>
        {!readOnly &&
          (course.launched ? (
            <ConfirmButton
              label={t('launch.unlaunch')}
              title={t('launch.unlaunchTitle', { kind })}
              message={
                course.kind === 'course'
                  ? t('launch.unlaunchMessage')
                  : t('launch.unlaunchExamMessage', { kind })
              }
              confirmLabel={t('launch.unlaunch')}
              loading={unlaunch.isPending}
              onConfirm={() =>
                unlaunch.mutate(undefined, {
                  onSuccess: () => notifySuccess(t('launch.unlaunched')),
                  onError: notifyError,
                })
              }
            />
          ) : (
            <Button
              leftSection={<IconRocket size={18} aria-hidden />}
              onClick={dialog.open}
              disabled={deckCount === 0}
            >
              {t('launch.launch')}
            </Button>
          ))}
      </Group>
      {!course.launched && deckCount === 0 && (
        <Alert mt="md" color="yellow">
          {t('launch.needsDeck')}
        </Alert>
      )}
      <Modal
        opened={dialogOpen}
        onClose={dialog.close}
        title={t('launch.dialogTitle', { name: course.name })}
      >
        <Stack>
          <Radio.Group
            label={t('launch.progressQuestion')}
            value={choice}
            onChange={(value) => setChoice(value as ProgressChoice)}
          >
            <Stack mt="xs" gap="sm">
              <Radio value="keep" label={t('launch.keep')} description={t('launch.keepHelp')} />
              <Radio value="reset" label={t('launch.reset')} description={t('launch.resetHelp')} />
            </Stack>
          </Radio.Group>
          <Group justify="flex-end">
            <Button variant="default" onClick={dialog.close}>
              {t('common.cancel')}
            </Button>
            <Button onClick={confirmLaunch} loading={launch.isPending}>
              {t('launch.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Card>
  );
}
