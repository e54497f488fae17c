import '@mantine/dates/styles.css';
import { NumberInput, Select, Stack } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../editor-props.ts';
import { numberOf, TextField, textOf, UrlField } from '../video/fields.tsx';
import { instantOf, localTimeZone, timeZones, wallTimeOf } from './schedule.ts';

interface ScheduleEditorProps extends EditorProps {
  /** Events take place somewhere; webinars happen online only. */
  kind: 'event' | 'webinar';
}

/** Editor of a webinar or an event: title, start in a chosen time zone, length, place or join link. */
export function ScheduleEditor({ value, onChange, readOnly, kind }: ScheduleEditorProps) {
  const { t } = useTranslation('formatsMedia');
  const zones = useMemo(timeZones, []);
  const zone = textOf(value.timezone) || localTimeZone();
  const startsAt = textOf(value.startsAt);
  const set = (patch: Record<string, unknown>) => onChange({ ...value, timezone: zone, ...patch });

  return (
    <Stack gap="md">
      <TextField
        label={t('editor.title')}
        value={textOf(value.title)}
        onChange={(title) => set({ title })}
        readOnly={readOnly}
        required
        maxLength={200}
      />
      <Select
        label={t('editor.timezone')}
        data={zones}
        value={zone}
        searchable
        readOnly={readOnly}
        allowDeselect={false}
        onChange={(next) =>
          next &&
          set({
            timezone: next,
            ...(startsAt ? { startsAt: instantOf(wallTimeOf(startsAt, zone), next) } : {}),
          })
        }
      />
      <DateTimePicker
        label={t('editor.startsAt')}
        description={t('editor.startsAtHelp', { zone })}
        value={startsAt ? wallTimeOf(startsAt, zone) : null}
        onChange={(wall) => set({ startsAt: wall ? instantOf(wall, zone) : undefined })}
        readOnly={readOnly}
        required
        valueFormat="DD MMM YYYY HH:mm"
        error={startsAt ? undefined : t('editor.required')}
      />
      <NumberInput
        label={t('editor.durationMinutes')}
        value={numberOf(value.durationMinutes, 60)}
        min={5}
        max={24 * 60}
        step={15}
        allowDecimal={false}
        readOnly={readOnly}
        onChange={(next) => set({ durationMinutes: typeof next === 'number' ? next : 60 })}
      />
      {kind === 'event' && (
        <TextField
          label={t('editor.location')}
          value={textOf(value.location)}
          onChange={(location) => set({ location })}
          readOnly={readOnly}
          required
          maxLength={300}
        />
      )}
      <UrlField
        label={kind === 'webinar' ? t('editor.joinUrl') : t('editor.eventPage')}
        value={textOf(value.joinUrl)}
        onChange={(joinUrl) => set({ joinUrl: joinUrl || undefined })}
        readOnly={readOnly}
        required={kind === 'webinar'}
      />
      <TextField
        label={t('editor.description')}
        value={textOf(value.description)}
        onChange={(description) => set({ description })}
        readOnly={readOnly}
        multiline
        maxLength={5000}
      />
    </Stack>
  );
}
