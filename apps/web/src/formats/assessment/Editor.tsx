import type { EditorProps } from '../editor-props.ts';
import { QuestionListEditor } from './editing/QuestionListEditor.tsx';

/** Assessment editor: questions of five types with their answer keys and explanations. */
export function Editor(props: EditorProps) {
  return <QuestionListEditor {...props} />;
}
