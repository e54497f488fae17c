import { Stack, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { freshId } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { ImageField } from '../kit/editing/ImageField.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';
import { dialogueDraftOf, type Speaker, type Step } from './dialogue-draft.ts';
import { StepFields } from './StepFields.tsx';

/** A step's label in menus: "Message 2: Good morning…". */
function stepLabel(prefix: string, text: string): string {
  const words = text.trim();
  return words ? `${prefix}: ${words.length > 40 ? `${words.slice(0, 40)}…` : words}` : prefix;
}

/** Dialogue editor: the speakers, then the messages; replies branch to other messages. The first message starts. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const { speakers, steps } = dialogueDraftOf(value);
  const set = (patch: { speakers?: Speaker[]; steps?: Step[] }) =>
    onChange({ ...value, speakers, steps, ...patch });
  const targets = steps.map((step, index) => ({
    value: step.id,
    label: stepLabel(t('dialogue.messageN', { n: index + 1 }), step.text),
  }));

  return (
    <EditorFrame readerType="dialogue" value={value} readOnly={readOnly}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('dialogue.speakers')}
        </Title>
        <ItemList<Speaker>
          items={speakers}
          onChange={(next) => set({ speakers: next })}
          create={() => ({
            id: freshId(
              'p',
              speakers.map((s) => s.id),
            ),
            name: '',
          })}
          itemLabel={(index) => t('dialogue.speakerN', { n: index + 1 })}
          addLabel={t('dialogue.addSpeaker')}
          min={1}
          max={10}
          renderItem={(speaker, update) => (
            <>
              <TextInput
                label={t('spotlight.name')}
                value={speaker.name}
                onChange={(event) => update({ ...speaker, name: event.currentTarget.value })}
              />
              <ImageField value={speaker.image} onChange={(image) => update({ ...speaker, image })} />
            </>
          )}
        />
      </Stack>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {t('dialogue.script')}
        </Title>
        <ItemList<Step>
          items={steps}
          onChange={(next) => set({ steps: next })}
          create={() => ({
            id: freshId(
              'm',
              steps.map((s) => s.id),
            ),
            speakerId: speakers[0]?.id ?? '',
            text: '',
            choices: [],
          })}
          itemLabel={(index) => t('dialogue.messageN', { n: index + 1 })}
          addLabel={t('dialogue.addMessage')}
          min={1}
          max={200}
          renderItem={(step, update) => (
            <StepFields
              step={step}
              update={update}
              speakers={speakers}
              targets={targets.filter((target) => target.value !== step.id)}
            />
          )}
        />
      </Stack>
    </EditorFrame>
  );
}
