import type { EditorProps } from '../editor-props.ts';
import { SubmissionEditor } from './SubmissionEditor.tsx';

/** Document submission editor: instructions and the accepted file types. */
export function Editor(props: EditorProps) {
  return <SubmissionEditor {...props} category="documentsubmission" />;
}
