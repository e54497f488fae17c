/** An exam's SCORM deck is edited like any SCORM deck: one uploaded package. */
export { Editor } from '../scorm/Editor.tsx';
