import { LANGUAGES } from '@lp/shared/constants';
import type { CourseSettings } from '@lp/shared/content';
import { Fieldset, Group, NumberInput, Select, SimpleGrid, Stack, Switch } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { LANGUAGE_NAMES } from '../../../../i18n/resources.ts';
import { type FieldErrors, numberValue } from '../../validation.ts';

const PICKER_FORMAT = 'YYYY-MM-DD HH:mm:ss';
const toPicker = (iso: string | null) => (iso ? dayjs(iso).format(PICKER_FORMAT) : null);
const fromPicker = (value: string | null) => (value ? dayjs(value).toISOString() : null);

interface CourseSettingsFieldsProps {
  settings: CourseSettings;
  onChange: (settings: CourseSettings) => void;
  errors: FieldErrors;
  readOnly: boolean;
  /** SPEC §4: while launched, sequential mode cannot change. */
  sequentialLocked: boolean;
}

/** SPEC §3 course settings: theme, sequential, timing, vintage, notifications, language, access. */
export function CourseSettingsFields({
  settings,
  onChange,
  errors,
  readOnly,
  sequentialLocked,
}: CourseSettingsFieldsProps) {
  const { t } = useTranslation('builder');
  const set = (patch: Partial<CourseSettings>) => onChange({ ...settings, ...patch });
  const setNotifications = (patch: Partial<CourseSettings['notifications']>) =>
    set({ notifications: { ...settings.notifications, ...patch } });

  return (
    <Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Select
          label={t('settings.theme')}
          data={(['formal', 'standard', 'animated'] as const).map((value) => ({
            value,
            label: t(`themes.${value}`),
          }))}
          value={settings.theme}
          allowDeselect={false}
          readOnly={readOnly}
          onChange={(value) => value && set({ theme: value as CourseSettings['theme'] })}
        />
        <Select
          label={t('settings.language')}
          data={LANGUAGES.map((value) => ({ value, label: LANGUAGE_NAMES[value] }))}
          value={settings.language}
          allowDeselect={false}
          readOnly={readOnly}
          onChange={(value) => value && set({ language: value as CourseSettings['language'] })}
        />
      </SimpleGrid>
      <Switch
        label={t('settings.sequential')}
        description={sequentialLocked ? t('settings.sequentialLocked') : t('settings.sequentialHint')}
        checked={settings.sequential}
        disabled={readOnly || sequentialLocked}
        onChange={(event) => set({ sequential: event.currentTarget.checked })}
      />
      <Fieldset legend={t('settings.timing')}>
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          <DateTimePicker
            label={t('settings.start')}
            description={t('settings.startHint')}
            clearable
            valueFormat="DD MMM YYYY HH:mm"
            value={toPicker(settings.timing.start)}
            error={errors['settings.timing.start']}
            readOnly={readOnly}
            onChange={(value) => set({ timing: { ...settings.timing, start: fromPicker(value) } })}
          />
          <DateTimePicker
            label={t('settings.end')}
            description={t('settings.endHint')}
            clearable
            valueFormat="DD MMM YYYY HH:mm"
            value={toPicker(settings.timing.end)}
            error={errors['settings.timing.end']}
            readOnly={readOnly}
            onChange={(value) => set({ timing: { ...settings.timing, end: fromPicker(value) } })}
          />
        </SimpleGrid>
      </Fieldset>
      <NumberInput
        label={t('settings.vintageDays')}
        description={t('settings.vintageHint')}
        min={0}
        allowDecimal={false}
        value={settings.vintageDays}
        error={errors['settings.vintageDays']}
        readOnly={readOnly}
        onChange={(value) => set({ vintageDays: numberValue(value) })}
      />
      <Fieldset legend={t('settings.notifications')}>
        <Stack>
          <Switch
            label={t('settings.enrolmentNotice')}
            checked={settings.notifications.enrolment}
            disabled={readOnly}
            onChange={(event) => setNotifications({ enrolment: event.currentTarget.checked })}
          />
          <Group grow align="flex-start">
            <NumberInput
              label={t('settings.reminderAfterDays')}
              description={t('settings.reminderAfterHint')}
              min={0}
              allowDecimal={false}
              value={settings.notifications.reminderAfterDays}
              error={errors['settings.notifications.reminderAfterDays']}
              readOnly={readOnly}
              onChange={(value) => setNotifications({ reminderAfterDays: numberValue(value) })}
            />
            <NumberInput
              label={t('settings.reminderMaxTimes')}
              description={t('settings.reminderMaxHint')}
              min={0}
              allowDecimal={false}
              value={settings.notifications.reminderMaxTimes}
              error={errors['settings.notifications.reminderMaxTimes']}
              readOnly={readOnly}
              onChange={(value) => setNotifications({ reminderMaxTimes: numberValue(value) })}
            />
          </Group>
        </Stack>
      </Fieldset>
      <Switch
        label={t('settings.isPublic')}
        description={t('settings.isPublicHint')}
        checked={settings.isPublic}
        disabled={readOnly}
        onChange={(event) => set({ isPublic: event.currentTarget.checked })}
      />
      <Switch
        label={t('settings.teamSelfEnrolment')}
        description={t('settings.teamSelfEnrolmentHint')}
        checked={settings.teamSelfEnrolment}
        disabled={readOnly}
        onChange={(event) => set({ teamSelfEnrolment: event.currentTarget.checked })}
      />
    </Stack>
  );
}
