import { AwardEditor } from '../kit/award/AwardEditor.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Badge editor. */
export function Editor(props: EditorProps) {
  return <AwardEditor {...props} kind="badge" />;
}
