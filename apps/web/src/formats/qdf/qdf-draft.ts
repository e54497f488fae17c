import { listOf, textOf } from '../kit/content/content-values.ts';

export interface FlowOption {
  label: string;
  next: string;
}
export interface FlowNode {
  id: string;
  kind: 'question' | 'outcome';
  /** Questions: the question. */
  text: string;
  /** Outcomes: the heading. */
  title: string;
  options: FlowOption[];
}

/** The flow being edited, read leniently; every node has every field, so switching its kind keeps its text. */
export function flowNodesOf(value: Record<string, unknown>): FlowNode[] {
  return listOf(value.nodes).map((node) => ({
    id: textOf(node.id),
    kind: node.kind === 'outcome' ? 'outcome' : 'question',
    text: textOf(node.text),
    title: textOf(node.title),
    options: listOf(node.options).map((option) => ({
      label: textOf(option.label),
      next: textOf(option.next),
    })),
  }));
}

/** The document the schema expects: each node with only its kind's fields. */
export function flowDocument(nodes: FlowNode[]): { nodes: Record<string, unknown>[] } {
  return {
    nodes: nodes.map((node) =>
      node.kind === 'question'
        ? { id: node.id, kind: 'question', text: node.text, options: node.options }
        : { id: node.id, kind: 'outcome', title: node.title, text: node.text },
    ),
  };
}
