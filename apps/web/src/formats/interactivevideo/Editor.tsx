import { Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EditorProps } from '../editor-props.ts';
import { listOf, numberOf, TextField, textOf, UrlField } from '../video/fields.tsx';
import { type LooseQuestion, newQuestion, QuestionEditor } from './QuestionEditor.tsx';

/** Interactive video editor: the video, then its questions, each with the second it pauses at. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  const questions = listOf(value.questions);
  const cues = listOf(value.cues);
  const atOf = (id: unknown) => numberOf(cues.find((cue) => cue.questionId === id)?.at, 0);
  const set = (field: string, next: unknown) => onChange({ ...value, [field]: next });

  const replaceQuestion = (index: number, question: LooseQuestion) =>
    set(
      'questions',
      questions.map((q, i) => (i === index ? question : q)),
    );
  const setAt = (id: unknown, at: number) =>
    set('cues', [...cues.filter((cue) => cue.questionId !== id), { questionId: id, at }]);
  const addQuestion = () => {
    const question = newQuestion('single');
    const last = Math.max(0, ...cues.map((cue) => numberOf(cue.at, 0)));
    onChange({
      ...value,
      questions: [...questions, question],
      cues: [...cues, { questionId: question.id, at: last + 30 }],
    });
  };
  const removeQuestion = (id: unknown) =>
    onChange({
      ...value,
      questions: questions.filter((q) => q.id !== id),
      cues: cues.filter((cue) => cue.questionId !== id),
    });

  return (
    <Stack gap="md">
      <UrlField
        label={t('editor.videoUrl')}
        description={t('editor.videoUrlHelp')}
        value={textOf(value.url)}
        onChange={(url) => set('url', url)}
        readOnly={readOnly}
        library="video"
      />
      <TextField
        label={t('editor.description')}
        value={textOf(value.description)}
        onChange={(text) => set('description', text)}
        readOnly={readOnly}
        multiline
        maxLength={5000}
      />
      <Title order={3} size="h5">
        {t('editor.questions')}
      </Title>
      {questions.map((question, index) => (
        <QuestionEditor
          key={String(question.id)}
          index={index}
          question={question}
          at={atOf(question.id)}
          readOnly={readOnly}
          onChange={(next) => replaceQuestion(index, next)}
          onAtChange={(at) => setAt(question.id, at)}
          onRemove={() => removeQuestion(question.id)}
        />
      ))}
      {!readOnly && (
        <Group>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={addQuestion}>
            {t('editor.addQuestion')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
