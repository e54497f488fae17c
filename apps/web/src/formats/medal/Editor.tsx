import { AwardEditor } from '../badge/AwardEditor.tsx';
import type { EditorProps } from '../editor-props.ts';

/** Medal editor. */
export function Editor(props: EditorProps) {
  return <AwardEditor {...props} kind="medal" />;
}
