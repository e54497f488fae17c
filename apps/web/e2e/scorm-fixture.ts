import { zipOf } from '../../server/src/modules/content/formats/test-fixtures/scorm-packages.ts';

/**
 * A SCORM 1.2 package of two SCOs: a lesson (a bookmark, then "Finish lesson") and a quiz whose
 * manifest mastery score is 80 (one question, answered well for 90 % or badly for 40 %). Each page
 * shows how it was launched (cmi.core.entry and lesson_location) in #launch.
 */
const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="two-sco" version="1"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>Two SCOs</title>
      <item identifier="lesson" identifierref="lesson-res"><title>Lesson</title></item>
      <item identifier="quiz" identifierref="quiz-res">
        <title>Quiz</title>
        <adlcp:masteryscore>80</adlcp:masteryscore>
      </item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="lesson-res" type="webcontent" adlcp:scormtype="sco" href="lesson.html">
      <file href="lesson.html"/>
    </resource>
    <resource identifier="quiz-res" type="webcontent" adlcp:scormtype="sco" href="quiz.html">
      <file href="quiz.html"/>
    </resource>
  </resources>
</manifest>`;

const page = (title: string, buttons: string, script: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>
<body><h1>${title}</h1><p id="launch">starting</p>${buttons}
<script>
var api = parent.API;
api.LMSInitialize('');
document.getElementById('launch').textContent =
  'entry=' + api.LMSGetValue('cmi.core.entry') + ' location=' + api.LMSGetValue('cmi.core.lesson_location');
function done(text) { document.getElementById('launch').textContent = text; }
${script}
</script></body></html>`;

const LESSON = page(
  'Lesson',
  '<button id="bookmark">Bookmark page 2</button> <button id="finish">Finish lesson</button>',
  `document.getElementById('bookmark').onclick = function () {
  api.LMSSetValue('cmi.core.lesson_location', 'page-2');
  api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
  api.LMSCommit('');
  done('bookmarked');
};
document.getElementById('finish').onclick = function () {
  api.LMSSetValue('cmi.core.lesson_status', 'completed');
  api.LMSFinish('');
  done('lesson finished');
};`,
);

const QUIZ = page(
  'Quiz',
  '<button id="well">Answer well</button> <button id="badly">Answer badly</button>',
  `function answer(right) {
  var n = api.LMSGetValue('cmi.interactions._count');
  api.LMSSetValue('cmi.interactions.' + n + '.id', 'capital');
  api.LMSSetValue('cmi.interactions.' + n + '.type', 'choice');
  api.LMSSetValue('cmi.interactions.' + n + '.student_response', right ? 'b' : 'a');
  api.LMSSetValue('cmi.interactions.' + n + '.correct_responses.0.pattern', 'b');
  api.LMSSetValue('cmi.interactions.' + n + '.result', right ? 'correct' : 'wrong');
  api.LMSSetValue('cmi.interactions.' + n + '.latency', '0000:00:03');
  api.LMSSetValue('cmi.core.score.raw', right ? '90' : '40');
  api.LMSSetValue('cmi.core.lesson_status', 'completed');
  api.LMSFinish('');
  done('quiz finished');
}
document.getElementById('well').onclick = function () { answer(true); };
document.getElementById('badly').onclick = function () { answer(false); };`,
);

export const twoScoPackage = () =>
  zipOf([
    { name: 'imsmanifest.xml', content: MANIFEST },
    { name: 'lesson.html', content: LESSON },
    { name: 'quiz.html', content: QUIZ },
  ]);
