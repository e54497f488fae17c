/** SCORM packages inside exams play exactly like SCORM decks; the server scores both the same way. */
export { Reader } from '../scorm/Reader.tsx';
