import { AwardEditor } from '../badge/AwardEditor.tsx';
import type { EditorProps } from '../editor-props.ts';

/** Reward editor. */
export function Editor(props: EditorProps) {
  return <AwardEditor {...props} kind="reward" />;
}
