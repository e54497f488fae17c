import type { EditorProps } from '../editor-props.ts';
import { ScheduleEditor } from '../event/ScheduleEditor.tsx';

/** Webinar editor: title, start in a chosen time zone, length, the join link and a description. */
export function Editor(props: EditorProps) {
  return <ScheduleEditor {...props} kind="webinar" />;
}
