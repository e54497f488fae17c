import {
  ActionIcon,
  Checkbox,
  Group,
  Paper,
  Radio,
  SegmentedControl,
  Stack,
  Text,
  TextInput,
} from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { listOf, textOf } from '../kit/content/content-values.ts';
import { AddButton } from '../kit/editing/AddButton.tsx';
import { SecondsField, TextField } from '../kit/editing/fields.tsx';

export type VideoQuestionType = 'single' | 'multiple' | 'truefalse';
export type LooseQuestion = Record<string, unknown>;

interface QuestionEditorProps {
  index: number;
  question: LooseQuestion;
  at: number;
  readOnly: boolean;
  onChange: (question: LooseQuestion) => void;
  onAtChange: (at: number) => void;
  onRemove: () => void;
}

const newOption = (text = '') => ({ id: crypto.randomUUID(), text });

/** A new question of a type, with the fields that type needs. */
export function newQuestion(type: VideoQuestionType, id: string = crypto.randomUUID()): LooseQuestion {
  if (type === 'truefalse') return { id, type, prompt: '', answer: true };
  const options = [newOption(), newOption()];
  return { id, type, prompt: '', options, answer: [options[0]?.id] };
}

/** One question of an interactive video: when it appears, its prompt, options and answer key. */
export function QuestionEditor({
  index,
  question,
  at,
  readOnly,
  onChange,
  onAtChange,
  onRemove,
}: QuestionEditorProps) {
  const { t } = useTranslation('formatsMedia');
  const type = (question.type as VideoQuestionType) ?? 'single';
  const options = listOf(question.options);
  const answer = Array.isArray(question.answer) ? question.answer.map(String) : [];
  const set = (field: string, value: unknown) => onChange({ ...question, [field]: value });

  const changeType = (next: VideoQuestionType) => {
    const fresh = newQuestion(next, String(question.id));
    onChange({
      ...fresh,
      prompt: question.prompt,
      ...(next !== 'truefalse' && options.length >= 2
        ? { options, answer: answer.slice(0, next === 'single' ? 1 : undefined) }
        : {}),
    });
  };
  const toggleCorrect = (id: string, checked: boolean) => {
    if (type === 'single') set('answer', [id]);
    else set('answer', checked ? [...answer, id] : answer.filter((x) => x !== id));
  };
  const removeOption = (id: string) =>
    onChange({
      ...question,
      options: options.filter((o) => o.id !== id),
      answer: answer.filter((x) => x !== id),
    });

  return (
    <Paper
      withBorder
      p="md"
      radius="md"
      component="fieldset"
      aria-label={t('editor.questionN', { n: index + 1 })}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-end">
          <SecondsField label={t('editor.appearsAt')} value={at} onChange={onAtChange} readOnly={readOnly} />
          <SegmentedControl
            disabled={readOnly}
            value={type}
            onChange={(next) => changeType(next as VideoQuestionType)}
            data={[
              { value: 'single', label: t('editor.single') },
              { value: 'multiple', label: t('editor.multiple') },
              { value: 'truefalse', label: t('editor.trueFalse') },
            ]}
          />
          {!readOnly && (
            <ActionIcon
              variant="subtle"
              color="red"
              onClick={onRemove}
              aria-label={t('editor.removeQuestion', { n: index + 1 })}
            >
              <IconTrash size={18} />
            </ActionIcon>
          )}
        </Group>
        <TextField
          label={t('editor.prompt')}
          value={textOf(question.prompt)}
          onChange={(v) => set('prompt', v)}
          readOnly={readOnly}
          required
        />
        {type === 'truefalse' ? (
          <Radio.Group
            label={t('editor.correctAnswer')}
            value={String(question.answer === true)}
            onChange={(v) => set('answer', v === 'true')}
          >
            <Group mt="xs">
              <Radio value="true" label={t('editor.true')} disabled={readOnly} />
              <Radio value="false" label={t('editor.false')} disabled={readOnly} />
            </Group>
          </Radio.Group>
        ) : (
          <Stack gap="xs">
            <Text size="sm" fw={500}>
              {t('editor.optionsHelp')}
            </Text>
            {options.map((option, i) => {
              const id = String(option.id);
              const label = t('editor.optionN', { n: i + 1 });
              return (
                <Group key={id} wrap="nowrap">
                  {type === 'single' ? (
                    <Radio
                      checked={answer.includes(id)}
                      onChange={() => toggleCorrect(id, true)}
                      aria-label={t('editor.markCorrect', { option: label })}
                      disabled={readOnly}
                    />
                  ) : (
                    <Checkbox
                      checked={answer.includes(id)}
                      onChange={(e) => toggleCorrect(id, e.currentTarget.checked)}
                      aria-label={t('editor.markCorrect', { option: label })}
                      disabled={readOnly}
                    />
                  )}
                  <TextInput
                    style={{ flex: 1 }}
                    aria-label={label}
                    value={textOf(option.text)}
                    readOnly={readOnly}
                    onChange={(e) =>
                      set(
                        'options',
                        options.map((o) => (o.id === option.id ? { ...o, text: e.currentTarget.value } : o)),
                      )
                    }
                  />
                  {!readOnly && options.length > 2 && (
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      onClick={() => removeOption(id)}
                      aria-label={t('editor.removeOption', { option: label })}
                    >
                      <IconTrash size={16} />
                    </ActionIcon>
                  )}
                </Group>
              );
            })}
            {!readOnly && (
              <AddButton
                compact
                label={t('editor.addOption')}
                onClick={() => set('options', [...options, newOption()])}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
