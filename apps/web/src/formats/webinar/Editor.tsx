import type { EditorProps } from '../kit/editor-props.ts';
import { ScheduleEditor } from '../kit/schedule/ScheduleEditor.tsx';

/** Webinar editor: title, start in a chosen time zone, length, the join link and a description. */
export function Editor(props: EditorProps) {
  return <ScheduleEditor {...props} kind="webinar" />;
}
