import { SegmentedControl, Select, Textarea, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { FlowNode, FlowOption } from './qdf-draft.ts';

interface NodeFieldsProps {
  node: FlowNode;
  update: (node: FlowNode) => void;
  targets: { value: string; label: string }[];
}

/** One step of a decision flow: a question with answers that lead on, or an outcome. */
export function NodeFields({ node, update, targets }: NodeFieldsProps) {
  const { t } = useTranslation('formatsReading');
  return (
    <>
      <SegmentedControl
        aria-label={t('qdf.kind')}
        value={node.kind}
        onChange={(kind) => update({ ...node, kind: kind === 'outcome' ? 'outcome' : 'question' })}
        data={[
          { value: 'question', label: t('qdf.question') },
          { value: 'outcome', label: t('qdf.outcome') },
        ]}
      />
      {node.kind === 'question' ? (
        <>
          <TextInput
            label={t('qdf.question')}
            value={node.text}
            onChange={(event) => update({ ...node, text: event.currentTarget.value })}
          />
          <ItemList<FlowOption>
            items={node.options}
            onChange={(options) => update({ ...node, options })}
            create={() => ({ label: '', next: targets[0]?.value ?? '' })}
            itemLabel={(index) => t('qdf.answerN', { n: index + 1 })}
            addLabel={t('qdf.addAnswer')}
            max={8}
            renderItem={(option, updateOption) => (
              <>
                <TextInput
                  label={t('qdf.answer')}
                  placeholder={t('qdf.answerExample')}
                  value={option.label}
                  onChange={(event) => updateOption({ ...option, label: event.currentTarget.value })}
                />
                <Select
                  label={t('qdf.leadsTo')}
                  data={targets}
                  value={option.next || null}
                  onChange={(next) => updateOption({ ...option, next: next ?? '' })}
                  allowDeselect={false}
                />
              </>
            )}
          />
        </>
      ) : (
        <>
          <TextInput
            label={t('qdf.outcomeTitle')}
            value={node.title}
            onChange={(event) => update({ ...node, title: event.currentTarget.value })}
          />
          <Textarea
            label={t('qdf.outcomeText')}
            autosize
            minRows={2}
            value={node.text}
            onChange={(event) => update({ ...node, text: event.currentTarget.value })}
          />
        </>
      )}
    </>
  );
}
