import type { EditorProps } from '../editor-props.ts';
import { AwardEditor } from './AwardEditor.tsx';

/** Badge editor. */
export function Editor(props: EditorProps) {
  return <AwardEditor {...props} kind="badge" />;
}
