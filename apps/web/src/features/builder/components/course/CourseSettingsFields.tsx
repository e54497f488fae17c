import { LANGUAGES } from '@lp/shared/constants';
import type { CourseSettings } from '@lp/shared/content';
import { Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import type { UseFormReturnType } from '@mantine/form';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../../i18n/resources.ts';

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const toPicker = (iso: string | null) => (iso ? dayjs(iso).format(PICKER_FORMAT) : null);
const fromPicker = (value: string | null) => (value ? dayjs(value).toISOString() : null);

const WHOLE_NUMBERS = [
  'settings.vintageDays',
  'settings.notifications.reminderAfterDays',
  'settings.notifications.reminderMaxTimes',
] as const;
const TIMING = ['start', 'end'] as const;

/** The course settings' rules in the builder's words. */
export const courseSettingsMessages = (t: TFunction<'builder'>) => ({
  ...Object.fromEntries(WHOLE_NUMBERS.map((path) => [path, t('validation.wholeNumber')])),
  ...Object.fromEntries(TIMING.map((key) => [`settings.timing.${key}`, t('validation.date')])),
});

interface CourseSettingsFieldsProps {
  form: UseFormReturnType<{ settings: CourseSettings }, unknown>;
  readOnly: boolean;
  /** SPEC §4: while launched, sequential mode cannot change. */
  sequentialLocked: boolean;
}

/** SPEC §3 course settings: theme, sequential, timing, vintage, notifications, language, access. */
export function CourseSettingsFields({ form, readOnly, sequentialLocked }: CourseSettingsFieldsProps) {
  const { t } = useTranslation('builder');
  const { timing } = form.values.settings;
  const numberInput = (path: (typeof WHOLE_NUMBERS)[number]) => ({
    min: 0,
    allowDecimal: false,
    readOnly,
    ...form.getInputProps(path),
  });
  const switchInput = (path: `settings.${string}`) => ({
    disabled: readOnly,
    ...form.getInputProps(path, { type: 'checkbox' }),
  });

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Select
          label={t('settings.theme')}
          data={(['formal', 'standard', 'animated'] as const).map((value) => ({
            value,
            label: t(`themes.${value}`),
          }))}
          allowDeselect={false}
          readOnly={readOnly}
          {...form.getInputProps('settings.theme')}
        />
        <Select
          label={t('settings.language')}
          data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          allowDeselect={false}
          readOnly={readOnly}
          {...form.getInputProps('settings.language')}
        />
      </SimpleGrid>
      <Switch
        label={t('settings.sequential')}
        description={sequentialLocked ? t('settings.sequentialLocked') : t('settings.sequentialHint')}
        {...switchInput('settings.sequential')}
        disabled={readOnly || sequentialLocked}
      />
      <Fieldset legend={t('settings.timing')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {TIMING.map((key) => (
            <DateTimePicker
              key={key}
              label={t(`settings.${key}`)}
              description={t(`settings.${key}Hint`)}
              clearable
              valueFormat="DD MMM YYYY HH:mm"
              value={toPicker(timing[key])}
              error={form.errors[`settings.timing.${key}`]}
              readOnly={readOnly}
              onChange={(value) => form.setFieldValue(`settings.timing.${key}`, fromPicker(value))}
            />
          ))}
        </SimpleGrid>
      </Fieldset>
      <NumberInput
        label={t('settings.vintageDays')}
        description={t('settings.vintageHint')}
        {...numberInput('settings.vintageDays')}
      />
      <Fieldset legend={t('settings.notifications')}>
        <Stack>
          <Switch
            label={t('settings.enrolmentNotice')}
            {...switchInput('settings.notifications.enrolment')}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t('settings.reminderAfterDays')}
              description={t('settings.reminderAfterHint')}
              {...numberInput('settings.notifications.reminderAfterDays')}
            />
            <NumberInput
              label={t('settings.reminderMaxTimes')}
              description={t('settings.reminderMaxHint')}
              {...numberInput('settings.notifications.reminderMaxTimes')}
            />
          </Group>
        </Stack>
      </Fieldset>
      <Switch
        label={t('settings.isPublic')}
        description={t('settings.isPublicHint')}
        {...switchInput('settings.isPublic')}
      />
      <Switch
        label={t('settings.teamSelfEnrolment')}
        description={t('settings.teamSelfEnrolmentHint')}
        {...switchInput('settings.teamSelfEnrolment')}
      />
    </Stack>
  );
}
