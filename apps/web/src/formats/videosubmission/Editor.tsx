import { SubmissionEditor } from '../documentsubmission/SubmissionEditor.tsx';
import type { EditorProps } from '../editor-props.ts';

/** Video submission editor: instructions and the accepted file types. */
export function Editor(props: EditorProps) {
  return <SubmissionEditor {...props} category="videosubmission" />;
}
