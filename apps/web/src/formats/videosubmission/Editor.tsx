import type { EditorProps } from '../kit/editor-props.ts';
import { SubmissionEditor } from '../kit/submission/SubmissionEditor.tsx';

/** Video submission editor: instructions and the accepted file types. */
export function Editor(props: EditorProps) {
  return <SubmissionEditor {...props} category="videosubmission" />;
}
