import type { EditorProps } from '../kit/editor-props.ts';
import { QuestionListEditor } from '../kit/questions/QuestionListEditor.tsx';

/** Assessment editor: questions of five types with their answer keys and explanations. */
export function Editor(props: EditorProps) {
  return <QuestionListEditor {...props} />;
}
