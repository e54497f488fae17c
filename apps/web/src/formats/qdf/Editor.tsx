import { useTranslation } from 'react-i18next';
import { freshId } from '../kit/content/content-values.ts';
import { EditorFrame } from '../kit/editing/EditorFrame.tsx';
import { ItemList } from '../kit/editing/ItemList.tsx';
import type { EditorProps } from '../kit/editor-props.ts';
import { NodeFields } from './NodeFields.tsx';
import { type FlowNode, flowDocument, flowNodesOf } from './qdf-draft.ts';

/** Decision-flow editor: questions whose answers lead to other steps, and the outcomes they reach. */
export function Editor({ value, onChange, readOnly }: EditorProps) {
  const { t } = useTranslation('formatsReading');
  const nodes = flowNodesOf(value);
  const labelOf = (node: FlowNode, index: number) => {
    const name = t(node.kind === 'question' ? 'qdf.questionN' : 'qdf.outcomeN', { n: index + 1 });
    const text = node.kind === 'question' ? node.text : node.title;
    return text ? `${name}: ${text.length > 40 ? `${text.slice(0, 40)}…` : text}` : name;
  };
  const targets = nodes.map((node, index) => ({ value: node.id, label: labelOf(node, index) }));

  return (
    <EditorFrame readerType="qdf" value={value} readOnly={readOnly}>
      <ItemList<FlowNode>
        items={nodes}
        onChange={(next) => onChange({ ...value, ...flowDocument(next) })}
        create={() => ({
          id: freshId(
            'n',
            nodes.map((node) => node.id),
          ),
          kind: nodes.length === 0 ? 'question' : 'outcome',
          text: '',
          title: '',
          options: [],
        })}
        itemLabel={(index) => t('qdf.stepN', { n: index + 1 })}
        addLabel={t('qdf.addStep')}
        min={1}
        max={100}
        renderItem={(node, update) => (
          <NodeFields
            node={node}
            update={update}
            targets={targets.filter((target) => target.value !== node.id)}
          />
        )}
      />
    </EditorFrame>
  );
}
