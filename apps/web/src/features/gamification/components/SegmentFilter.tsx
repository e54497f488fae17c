import { SEGMENT_FIELDS } from '@lp/shared/gamification/index';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useTranslation } from 'react-i18next';
import type { Segment, SegmentField } from '../api/gamification-api.ts';

const EVERYONE = 'everyone';

/** Narrows the board to one department, branch, zone or company the learner names. */
export function SegmentFilter({
  segment,
  onChange,
}: {
  segment: Segment | null;
  onChange: (s: Segment | null) => void;
}) {
  const { t } = useTranslation('gamification');
  const form = useForm({
    initialValues: { field: segment?.field ?? EVERYONE, value: segment?.value ?? '' },
    transformValues: ({ field, value }): Segment | null =>
      field !== EVERYONE && value.trim() ? { field: field as SegmentField, value: value.trim() } : null,
  });
  const everyone = () => {
    form.setValues({ field: EVERYONE, value: '' });
    onChange(null);
  };
  const { field, value } = form.values;
  const chosen = field !== EVERYONE;

  return (
    <form onSubmit={form.onSubmit(onChange)}>
      <Group align="flex-end" gap="sm">
        <Select
          label={t('leaderboard.segment.field')}
          data={[
            { value: EVERYONE, label: t('leaderboard.segment.everyone') },
            ...SEGMENT_FIELDS.map((name) => ({
              value: name,
              label: t(`leaderboard.segment.fields.${name}`),
            })),
          ]}
          value={field}
          onChange={(next) => (!next || next === EVERYONE ? everyone() : form.setFieldValue('field', next))}
          allowDeselect={false}
          w={200}
        />
        {chosen && (
          <>
            <TextInput
              label={t('leaderboard.segment.value')}
              {...form.getInputProps('value')}
              maxLength={100}
              w={200}
            />
            <Button type="submit" disabled={!value.trim()}>
              {t('leaderboard.segment.apply')}
            </Button>
          </>
        )}
        {segment && (
          <Button variant="subtle" onClick={everyone}>
            {t('leaderboard.segment.clear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
