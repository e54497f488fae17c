import { SEGMENT_FIELDS } from '@lp/shared/analytics/course';
import { Group, TextInput } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useTranslation } from 'react-i18next';
import type { LearnerFilters } from './api.ts';

type SegmentFilters = Pick<LearnerFilters, 'segments' | 'joined'>;

/** The learners list's filters on segmentation details: company, zone, branch, department, joining date. */
export function LearnerSegmentFilters(props: {
  value: SegmentFilters;
  onChange: (next: SegmentFilters) => void;
}) {
  const { t } = useTranslation('teamAnalytics');
  const { value, onChange } = props;
  return (
    <Group align="flex-end">
      {SEGMENT_FIELDS.map((field) => (
        <TextInput
          key={field}
          label={t(`segments.${field}`)}
          value={value.segments[field] ?? ''}
          onChange={(event) =>
            onChange({ ...value, segments: { ...value.segments, [field]: event.currentTarget.value } })
          }
          w={150}
        />
      ))}
      <DatePickerInput
        type="range"
        label={t('segments.date_of_joining')}
        value={value.joined}
        onChange={(joined) => onChange({ ...value, joined: joined as [string | null, string | null] })}
        clearable
        allowSingleDateInRange
        miw={240}
      />
    </Group>
  );
}
