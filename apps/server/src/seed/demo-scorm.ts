import yazl from 'yazl';

/**
 * The demo's SCORM 1.2 package, built in memory: a short fire safety lesson with a three-question
 * check. The SCO reports its score (cmi.core.score.raw) and passed/failed (80 % to pass) to the
 * LMS API the player provides, so the deck shows real SCORM progress.
 */
const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="demo-fire-safety" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>Fire safety at Demo Company</title>
      <item identifier="lesson" identifierref="sco"><title>Fire safety essentials</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormtype="sco" href="index.html">
      <file href="index.html"/>
      <file href="lesson.css"/>
      <file href="lesson.js"/>
    </resource>
  </resources>
</manifest>`;

const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Fire safety essentials</title>
<link rel="stylesheet" href="lesson.css"></head>
<body><main>
  <h1>Fire safety essentials</h1>
  <section>
    <h2>If you discover a fire</h2>
    <ol>
      <li>Raise the alarm: press the nearest red call point.</li>
      <li>Call reception on 222 and give the floor and room.</li>
      <li>Leave by the nearest exit. Never use the lifts.</li>
      <li>Go to assembly point B in the north car park and report to your fire warden.</li>
    </ol>
    <p>Use an extinguisher only if you are trained, the fire is small and your exit is behind you.</p>
  </section>
  <form id="check">
    <h2>Check your understanding</h2>
    <fieldset><legend>1. What do you do first when you discover a fire?</legend>
      <label><input type="radio" name="q1" value="a"> Look for an extinguisher</label>
      <label><input type="radio" name="q1" value="b"> Press the nearest call point</label>
    </fieldset>
    <fieldset><legend>2. May you use the lifts during an evacuation?</legend>
      <label><input type="radio" name="q2" value="a"> No, never</label>
      <label><input type="radio" name="q2" value="b"> Yes, if the fire is on another floor</label>
    </fieldset>
    <fieldset><legend>3. Where is our assembly point?</legend>
      <label><input type="radio" name="q3" value="a"> Point B, north car park</label>
      <label><input type="radio" name="q3" value="b"> The main reception</label>
    </fieldset>
    <button type="submit">Submit answers</button>
    <p id="result" role="status"></p>
  </form>
</main><script src="lesson.js"></script></body></html>`;

const SCRIPT = `(function () {
  var api = window.parent && window.parent.API;
  if (api) {
    api.LMSInitialize('');
    if (api.LMSGetValue('cmi.core.lesson_status') === 'not attempted') {
      api.LMSSetValue('cmi.core.lesson_status', 'incomplete');
      api.LMSCommit('');
    }
  }
  var key = { q1: 'b', q2: 'a', q3: 'a' };
  document.getElementById('check').addEventListener('submit', function (event) {
    event.preventDefault();
    var form = event.target;
    var correct = 0;
    for (var name in key) {
      var picked = form.querySelector('input[name="' + name + '"]:checked');
      if (picked && picked.value === key[name]) correct += 1;
    }
    var score = Math.round((correct / 3) * 100);
    var passed = score >= 80;
    document.getElementById('result').textContent =
      'You scored ' + score + '%. ' + (passed ? 'Well done!' : 'Read the steps again and retry.');
    if (api) {
      api.LMSSetValue('cmi.core.score.min', '0');
      api.LMSSetValue('cmi.core.score.max', '100');
      api.LMSSetValue('cmi.core.score.raw', String(score));
      api.LMSSetValue('cmi.core.lesson_status', passed ? 'passed' : 'failed');
      api.LMSCommit('');
      if (passed) api.LMSFinish('');
    }
  });
})();`;

const STYLE = `body { font-family: system-ui, sans-serif; margin: 0; color: #212529; }
main { max-width: 720px; margin: 0 auto; padding: 24px; line-height: 1.5; }
fieldset { border: 1px solid #ced4da; border-radius: 8px; margin: 12px 0; }
label { display: block; padding: 4px 0; }
button { padding: 8px 16px; font-size: 1rem; }`;

export function fireSafetyScormZip(): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  zip.addBuffer(Buffer.from(MANIFEST), 'imsmanifest.xml');
  zip.addBuffer(Buffer.from(PAGE), 'index.html');
  zip.addBuffer(Buffer.from(SCRIPT), 'lesson.js');
  zip.addBuffer(Buffer.from(STYLE), 'lesson.css');
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}
