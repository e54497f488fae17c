import { Select, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { Choice, Speaker, Step } from './dialogue-draft.ts';

interface StepFieldsProps {
  step: Step;
  update: (step: Step) => void;
  speakers: Speaker[];
  /** Every step a message or reply may lead to. */
  targets: { value: string; label: string }[];
}

/** One message of the script: who says it, what, and where the conversation goes next. */
export function StepFields({ step, update, speakers, targets }: StepFieldsProps) {
  const { t } = useTranslation('formatsReading');
  return (
    <>
      <Select
        label={t('dialogue.speaker')}
        data={speakers.map((speaker) => ({ value: speaker.id, label: speaker.name || speaker.id }))}
        value={step.speakerId || null}
        onChange={(speakerId) => update({ ...step, speakerId: speakerId ?? '' })}
        allowDeselect={false}
      />
      <Textarea
        label={t('dialogue.message')}
        autosize
        minRows={2}
        value={step.text}
        onChange={(event) => update({ ...step, text: event.currentTarget.value })}
      />
      {step.choices.length === 0 && (
        <Select
          label={t('dialogue.then')}
          data={[{ value: '', label: t('dialogue.end') }, ...targets]}
          value={step.next ?? ''}
          onChange={(next) => update({ ...step, next: next || undefined })}
          allowDeselect={false}
        />
      )}
      <ItemList<Choice>
        items={step.choices}
        onChange={(choices) => update({ ...step, choices, next: choices.length > 0 ? undefined : step.next })}
        create={() => ({ text: '', next: targets[0]?.value ?? '' })}
        itemLabel={(index) => t('dialogue.replyN', { n: index + 1 })}
        addLabel={t('dialogue.addReply')}
        max={6}
        renderItem={(choice, updateChoice) => (
          <>
            <Textarea
              label={t('dialogue.replyText')}
              autosize
              value={choice.text}
              onChange={(event) => updateChoice({ ...choice, text: event.currentTarget.value })}
            />
            <Select
              label={t('dialogue.leadsTo')}
              data={targets}
              value={choice.next || null}
              onChange={(next) => updateChoice({ ...choice, next: next ?? '' })}
              allowDeselect={false}
            />
          </>
        )}
      />
    </>
  );
}
