import { LIMITS } from '@lp/shared/constants';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QuestionListEditor } from '../assessment/editing/QuestionListEditor.tsx';
import type { EditorProps } from '../editor-props.ts';

/** Game editor: the question pool; each run asks up to ten of them, one per level. */
export function Editor(props: EditorProps) {
  const { t } = useTranslation('formatsInteractive');
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('game.editorHelp', { levels: LIMITS.gameLevels })}
      </Text>
      <QuestionListEditor {...props} />
    </Stack>
  );
}
