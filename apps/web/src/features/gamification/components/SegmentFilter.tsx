import { SEGMENT_FIELDS } from '@lp/shared/gamification';
import { Button, Group, Select, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
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
  const [field, setField] = useState<string>(segment?.field ?? EVERYONE);
  const [value, setValue] = useState(segment?.value ?? '');
  const chosen = field !== EVERYONE;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = value.trim();
    onChange(chosen && trimmed ? { field: field as SegmentField, value: trimmed } : null);
  };

  return (
    <form onSubmit={submit}>
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
          onChange={(next) => {
            setField(next ?? EVERYONE);
            if (!next || next === EVERYONE) {
              setValue('');
              onChange(null);
            }
          }}
          allowDeselect={false}
          w={200}
        />
        {chosen && (
          <>
            <TextInput
              label={t('leaderboard.segment.value')}
              value={value}
              onChange={(event) => setValue(event.currentTarget.value)}
              maxLength={100}
              w={200}
            />
            <Button type="submit" disabled={!value.trim()}>
              {t('leaderboard.segment.apply')}
            </Button>
          </>
        )}
        {segment && (
          <Button
            variant="subtle"
            onClick={() => {
              setField(EVERYONE);
              setValue('');
              onChange(null);
            }}
          >
            {t('leaderboard.segment.clear')}
          </Button>
        )}
      </Group>
    </form>
  );
}
