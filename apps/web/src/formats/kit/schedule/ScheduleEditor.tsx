import '@mantine/dates/styles.css';
import { NumberInput, Select, Stack } from '@mantine/core';
import { DateTimePicker } from '@mantine/dates';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberOf, textOf } from '../content/content-values.ts';
import { DescriptionField, documentFields, TextField, UrlField } from '../editing/fields.tsx';
import type { EditorProps } from '../editor-props.ts';
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
  const field = documentFields(value, onChange, readOnly, { timezone: zone });
  const set = field.set;

  return (
    <Stack gap="md">
      <TextField label={t('editor.title')} required maxLength={200} {...field.text('title')} />
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
        <TextField label={t('editor.location')} required maxLength={300} {...field.text('location')} />
      )}
      <UrlField
        label={kind === 'webinar' ? t('editor.joinUrl') : t('editor.eventPage')}
        required={kind === 'webinar'}
        {...field.optional('joinUrl')}
      />
      <DescriptionField {...field.text('description')} />
    </Stack>
  );
}
