import { AwardEditor } from '../kit/award/AwardEditor.tsx';
import type { EditorProps } from '../kit/editor-props.ts';

/** Reward editor. */
export function Editor(props: EditorProps) {
  return <AwardEditor {...props} kind="reward" />;
}
