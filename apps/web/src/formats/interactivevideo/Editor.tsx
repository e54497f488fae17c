import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { listOf, numberOf, replaced } from '../kit/content/content-values.ts';
import { AddButton } from '../kit/editing/AddButton.tsx';
import { DescriptionField, documentFields, VideoSourceField } from '../kit/editing/fields.tsx';
import type { EditorProps } from '../kit/editor-props.ts';
import { type LooseQuestion, newQuestion, QuestionEditor } from './QuestionEditor.tsx';

/** Interactive video editor: the video, then its questions, each with the second it pauses at. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsMedia');
  const questions = listOf(value.questions);
  const cues = listOf(value.cues);
  const atOf = (id: unknown) => numberOf(cues.find((cue) => cue.questionId === id)?.at, 0);
  const field = documentFields(value, onChange, readOnly);

  const replaceQuestion = (index: number, question: LooseQuestion) =>
    field.set({ questions: replaced(questions, index, question) });
  const setAt = (id: unknown, at: number) =>
    field.set({ cues: [...cues.filter((cue) => cue.questionId !== id), { questionId: id, at }] });
  const addQuestion = () => {
    const question = newQuestion('single');
    const last = Math.max(0, ...cues.map((cue) => numberOf(cue.at, 0)));
    field.set({
      questions: [...questions, question],
      cues: [...cues, { questionId: question.id, at: last + 30 }],
    });
  };
  const removeQuestion = (id: unknown) =>
    field.set({
      questions: questions.filter((q) => q.id !== id),
      cues: cues.filter((cue) => cue.questionId !== id),
    });

  return (
    <Stack gap="md">
      <VideoSourceField {...field.text('url')} />
      <DescriptionField {...field.text('description')} />
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
      {!readOnly && <AddButton label={t('editor.addQuestion')} onClick={addQuestion} />}
    </Stack>
  );
}
