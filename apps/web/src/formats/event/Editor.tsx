import type { EditorProps } from '../editor-props.ts';
import { ScheduleEditor } from './ScheduleEditor.tsx';

/** Event editor: title, start in a chosen time zone, length, place, an optional page and a description. */
export function Editor(props: EditorProps) {
  return <ScheduleEditor {...props} kind="event" />;
}
