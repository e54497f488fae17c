import type { EditorProps } from '../kit/editor-props.ts';
import { ScheduleEditor } from '../kit/schedule/ScheduleEditor.tsx';

/** Event editor: title, start in a chosen time zone, length, place, an optional page and a description. */
export function Editor(props: EditorProps) {
  return <ScheduleEditor {...props} kind="event" />;
}
