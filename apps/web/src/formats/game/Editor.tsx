import { LIMITS } from '@lp/shared/constants';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../kit/editor-props.ts';
import { QuestionListEditor } from '../kit/questions/QuestionListEditor.tsx';

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
