import { LEADERBOARD_WINDOWS } from '@lp/shared/gamification/index';
import { SegmentedControl, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { documentFields, TextField } from '../kit/editing/fields.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Leaderboard editor: a heading, the team's or the course's board, and the team board's period. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  const scopeId = useId();
  const windowId = useId();
  const scope = value.scope === 'course' ? 'course' : 'app';
  const window = LEADERBOARD_WINDOWS.find((name) => name === value.window) ?? 'all';
  const field = documentFields(value, onChange, readOnly, { scope, window });
  return (
    <Stack gap="md">
      <TextField label={t('editor.boardTitle')} maxLength={200} {...field.text('title')} />
      <Stack gap={4}>
        <Text size="sm" fw={500} id={scopeId}>
          {t('editor.boardScope')}
        </Text>
        <SegmentedControl
          aria-labelledby={scopeId}
          disabled={readOnly}
          value={scope}
          onChange={(next) => field.set({ scope: next })}
          data={[
            { value: 'app', label: t('editor.scopeApp') },
            { value: 'course', label: t('editor.scopeCourse') },
          ]}
          w="fit-content"
        />
      </Stack>
      {scope === 'app' && (
        <Stack gap={4}>
          <Text size="sm" fw={500} id={windowId}>
            {t('editor.boardWindow')}
          </Text>
          <SegmentedControl
            aria-labelledby={windowId}
            disabled={readOnly}
            value={window}
            onChange={(next) => field.set({ window: next })}
            data={LEADERBOARD_WINDOWS.map((name) => ({ value: name, label: t(`editor.window.${name}`) }))}
            w="fit-content"
          />
        </Stack>
      )}
    </Stack>
  );
}
