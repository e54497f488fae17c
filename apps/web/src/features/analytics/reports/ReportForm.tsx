import {
  REPORT_COLUMNS,
  REPORT_FORMATS,
  REPORT_FREQUENCIES,
  REPORT_RANGE_PRESETS,
  REPORT_STATUSES,
  type ReportColumn,
  type ReportFormat,
  type ReportFrequency,
  type ReportRangePreset,
  type ReportStatus,
  type SavedReport,
  type SavedReportInput,
  savedReportInputSchema,
} from '@lp/shared/analytics/saved-reports';
import { SEGMENT_FIELDS } from '@lp/shared/gamification/index';
import {
  Button,
  Group,
  Modal,
  MultiSelect,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  TextInput,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/use-schema-form.ts';
import { useRecipientOptions, useReportCourseOptions } from './reports-api.ts';

type SegmentField = (typeof SEGMENT_FIELDS)[number];

type FormValues = {
  name: string;
  courseIds: string[];
  preset: ReportRangePreset;
  dates: [string | null, string | null];
  segments: Record<SegmentField, string[]>;
  statuses: ReportStatus[];
  columns: ReportColumn[];
  frequency: ReportFrequency;
  format: ReportFormat;
  recipientIds: string[];
};

const EMPTY_SEGMENTS = { department: [], branch: [], zone: [], company: [] } as Record<
  SegmentField,
  string[]
>;

function valuesOf(report: SavedReport | 'new'): FormValues {
  if (report === 'new')
    return {
      name: '',
      courseIds: [],
      preset: 'last30',
      dates: [null, null],
      segments: { ...EMPTY_SEGMENTS },
      statuses: [],
      columns: ['learner', 'department', 'course', 'status', 'progress', 'score', 'completionDate'],
      frequency: 'none',
      format: 'csv',
      recipientIds: [],
    };
  const segments = { ...EMPTY_SEGMENTS };
  for (const filter of report.filters) segments[filter.field] = filter.values;
  return {
    name: report.name,
    courseIds: report.courseIds,
    preset: report.range.preset,
    dates: [report.range.from, report.range.to],
    segments,
    statuses: report.statuses,
    columns: report.columns,
    frequency: report.schedule.frequency,
    format: report.schedule.format,
    recipientIds: report.schedule.recipientIds,
  };
}

const toBody = (values: FormValues) => ({
  name: values.name,
  courseIds: values.courseIds,
  range:
    values.preset === 'custom'
      ? { preset: values.preset, from: values.dates[0], to: values.dates[1] }
      : { preset: values.preset, from: null, to: null },
  filters: SEGMENT_FIELDS.filter((field) => values.segments[field].length > 0).map((field) => ({
    field,
    values: values.segments[field],
  })),
  statuses: values.statuses,
  columns: values.columns,
  schedule: { frequency: values.frequency, format: values.format, recipientIds: values.recipientIds },
});

interface ReportFormProps {
  report: SavedReport | 'new' | null;
  saving: boolean;
  onClose: () => void;
  onSave: (input: SavedReportInput) => void;
}

/** Create or edit a saved report: what it covers, its columns and its schedule. */
export function ReportForm(props: ReportFormProps) {
  const { t } = useTranslation('teamAnalytics');
  const { report } = props;
  return (
    <Modal
      opened={report !== null}
      onClose={props.onClose}
      title={report === 'new' ? t('reports.new') : t('reports.edit')}
      size="lg"
    >
      {report && <ReportFields key={report === 'new' ? 'new' : report._id} {...props} report={report} />}
    </Modal>
  );
}

function ReportFields({
  report,
  saving,
  onClose,
  onSave,
}: ReportFormProps & { report: SavedReport | 'new' }) {
  const { t } = useTranslation('teamAnalytics');
  const form = useSchemaForm({ schema: savedReportInputSchema, initialValues: valuesOf(report), toBody });
  const courses = useReportCourseOptions();
  const [search, setSearch] = useState('');
  const recipients = useRecipientOptions(search);
  const known = useRef(new Map<string, string>());
  for (const option of recipients.data ?? []) known.current.set(option.value, option.label);
  const recipientData = [...known.current].map(([value, label]) => ({ value, label }));
  const rangeError = form.errors.range ?? form.errors['range.to'];

  return (
    <form onSubmit={form.onSubmit((input) => onSave(input as SavedReportInput))} noValidate>
      <Stack>
        <TextInput label={t('reports.name')} required {...form.getInputProps('name')} />
        <MultiSelect
          label={t('reports.courses')}
          description={t('reports.coursesHint')}
          data={courses.data ?? []}
          searchable
          {...form.getInputProps('courseIds')}
        />
        <Group grow align="flex-start">
          <Select
            label={t('reports.rangePreset')}
            data={REPORT_RANGE_PRESETS.map((p) => ({ value: p, label: t(`reports.presets.${p}`) }))}
            allowDeselect={false}
            {...form.getInputProps('preset')}
          />
          {form.values.preset === 'custom' && (
            <DatePickerInput
              type="range"
              label={t('reports.customRange')}
              value={form.values.dates}
              onChange={(value) => form.setFieldValue('dates', value as [string | null, string | null])}
              error={rangeError}
            />
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          {SEGMENT_FIELDS.map((field) => (
            <TagsInput
              key={field}
              label={t('reports.filter', { field: t(`segments.${field}`) })}
              {...form.getInputProps(`segments.${field}`)}
            />
          ))}
        </SimpleGrid>
        <MultiSelect
          label={t('reports.statuses')}
          description={t('reports.statusesHint')}
          data={REPORT_STATUSES.map((s) => ({ value: s, label: t(`myResults.statuses.${s}`) }))}
          {...form.getInputProps('statuses')}
        />
        <MultiSelect
          label={t('reports.columns')}
          required
          data={REPORT_COLUMNS.map((c) => ({ value: c, label: t(`reports.columnNames.${c}`) }))}
          {...form.getInputProps('columns')}
        />
        <Group grow align="flex-start">
          <Select
            label={t('reports.frequency')}
            data={REPORT_FREQUENCIES.map((f) => ({ value: f, label: t(`reports.frequencies.${f}`) }))}
            allowDeselect={false}
            {...form.getInputProps('frequency')}
          />
          <Select
            label={t('reports.format')}
            data={REPORT_FORMATS.map((f) => ({ value: f, label: f.toUpperCase() }))}
            allowDeselect={false}
            {...form.getInputProps('format')}
          />
        </Group>
        <MultiSelect
          label={t('reports.recipients')}
          data={recipientData}
          searchable
          searchValue={search}
          onSearchChange={setSearch}
          {...form.getInputProps('recipientIds')}
          error={form.errors['schedule.recipientIds'] ?? form.errors.recipientIds}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            {t('reports.cancel')}
          </Button>
          <Button type="submit" loading={saving}>
            {t('reports.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
