import { type BuilderCourse, courseUpdateBodySchema } from '@lp/shared/builder';
import type { CourseSettings } from '@lp/shared/content';
import { Alert, Button, Divider, Group, Paper, Title } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUpdateCourse } from '../../api/update-course.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { type FieldErrors, fieldErrors } from '../../validation.ts';
import { ItemFields, type ItemFieldValues, itemFieldValues } from '../shared/ItemFields.tsx';
import { notifyError, notifySuccess } from '../shared/notify.ts';
import { CourseSettingsFields } from './CourseSettingsFields.tsx';

/** The settings section: every SPEC §3 course setting, checked with the shared schemas before saving. */
export function CourseSettingsForm({ course }: { course: BuilderCourse }) {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const update = useUpdateCourse(course._id);
  const [item, setItem] = useState<ItemFieldValues>(() => itemFieldValues(course));
  const [settings, setSettings] = useState<CourseSettings>(course.settings);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = courseUpdateBodySchema.safeParse({ ...item, settings });
    const found: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error, t);
    const { start, end } = settings.timing;
    if (start && end && end <= start) found['settings.timing.end'] = t('validation.endBeforeStart');
    setErrors(found);
    if (!parsed.success || Object.keys(found).length > 0) return;
    update.mutate(parsed.data, {
      onSuccess: () => notifySuccess(t('settings.saved')),
      onError: notifyError,
    });
  };

  return (
    <Paper component="form" onSubmit={submit} noValidate withBorder p="lg" maw={820}>
      {Object.keys(errors).length > 0 && (
        <Alert color="red" mb="md" role="alert" title={t('validation.fixErrors')}>
          {Object.values(errors).join(' ')}
        </Alert>
      )}
      <ItemFields
        values={item}
        errors={errors}
        readOnly={readOnly}
        onChange={(patch) => setItem({ ...item, ...patch })}
      />
      <Divider my="lg" />
      <Title order={2} size="h4" mb="sm">
        {t('settings.courseSettings', { kind: t(`kinds.${course.kind}`) })}
      </Title>
      <CourseSettingsFields
        settings={settings}
        onChange={setSettings}
        errors={errors}
        readOnly={readOnly}
        sequentialLocked={course.launched}
      />
      {!readOnly && (
        <Group justify="flex-end" mt="lg">
          <Button type="submit" loading={update.isPending}>
            {t('settings.save')}
          </Button>
        </Group>
      )}
    </Paper>
  );
}
