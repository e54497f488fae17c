import { type BuilderCourse, courseUpdateBodySchema } from '@lp/shared/builder';
import type { CourseSettings } from '@lp/shared/content';
import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../../lib/use-schema-form.ts';
import { useUpdateCourse } from '../../api/update-course.ts';
import { useBuilderAccess } from '../../use-builder-access.ts';
import { itemFieldMessages, itemFieldValues } from '../forms/ItemFields.tsx';
import { ItemSettingsForm } from '../forms/ItemSettingsForm.tsx';
import { CourseSettingsFields, courseSettingsMessages } from './CourseSettingsFields.tsx';

/** The settings section: every SPEC §3 course setting, checked with the shared schemas before saving. */
export function CourseSettingsForm({ course }: { course: BuilderCourse }) {
  const { t } = useTranslation('builder');
  const { readOnly } = useBuilderAccess();
  const update = useUpdateCourse(course._id);
  const form = useSchemaForm({
    schema: courseUpdateBodySchema,
    initialValues: { ...itemFieldValues(course), settings: course.settings },
    messages: { ...itemFieldMessages(t), ...courseSettingsMessages(t) },
    rules: ({ settings }) => endAfterStart(settings.timing, t('validation.endBeforeStart')),
  });

  return (
    <ItemSettingsForm form={form} update={update}>
      <Title order={2} size="h4" mb="sm">
        {t('settings.courseSettings', { kind: t(`kinds.${course.kind}`) })}
      </Title>
      <CourseSettingsFields form={form} readOnly={readOnly} sequentialLocked={course.launched} />
    </ItemSettingsForm>
  );
}

function endAfterStart({ start, end }: CourseSettings['timing'], message: string) {
  return start && end && end <= start ? { 'settings.timing.end': message } : {};
}
