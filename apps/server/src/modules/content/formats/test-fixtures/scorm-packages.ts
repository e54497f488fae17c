import yazl from 'yazl';

/**
 * Tiny SCORM packages built in memory for tests: a manifest and an index.html whose script talks
 * to the LMS API the way a real SCO does.
 */
export interface ZipFileSpec {
  name: string;
  content: string | Buffer;
  /** Unix mode, e.g. 0o120777 for a symbolic link. */
  mode?: number;
}

export function zipOf(files: ZipFileSpec[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const file of files) {
    const content = typeof file.content === 'string' ? Buffer.from(file.content) : file.content;
    zip.addBuffer(content, file.name, file.mode ? { mode: file.mode } : {});
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * yazl refuses unsafe names, as it should; hostile zips are made by renaming an entry in the
 * finished bytes (local header and central directory) to a name of the same length.
 */
export function renameEntry(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error('names must have the same length');
  const out = Buffer.from(zip);
  const needle = Buffer.from(from);
  let at = out.indexOf(needle);
  while (at !== -1) {
    out.write(to, at);
    at = out.indexOf(needle, at + needle.length);
  }
  return out;
}

export const SCORM12_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="lp-test-12" version="1.0"
  xmlns="http://www.imsproject.org/xsd/imscp_rootv1p1p2"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_rootv1p2">
  <metadata><schema>ADL SCORM</schema><schemaversion>1.2</schemaversion></metadata>
  <organizations default="org1">
    <organization identifier="org1">
      <title>Fire safety basics</title>
      <item identifier="item1" identifierref="res1"><title>Lesson</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="res1" type="webcontent" adlcp:scormtype="sco" href="content/index.html">
      <file href="content/index.html"/>
    </resource>
  </resources>
</manifest>`;

export const SCORM2004_MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="lp-test-2004" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3"
  xmlns:adlseq="http://www.adlnet.org/xsd/adlseq_v1p3"
  xmlns:imsss="http://www.imsglobal.org/xsd/imsss">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>Data privacy</title>
      <item identifier="intro" identifierref="assets"><title>Intro</title>
        <imsss:sequencing><imsss:rollupRules objectiveMeasureWeight="0"/></imsss:sequencing>
      </item>
      <item identifier="lesson" identifierref="sco"><title>Lesson</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="assets" type="webcontent" adlcp:scormType="asset" href="intro.html">
      <file href="intro.html"/>
    </resource>
    <resource identifier="sco" type="webcontent" adlcp:scormType="sco" href="lesson.html">
      <file href="lesson.html"/>
    </resource>
  </resources>
</manifest>`;

/** A SCO that passes with 80 % as soon as it loads (SCORM 1.2 API names). */
export const SCORM12_SCO = `<!doctype html>
<html><head><meta charset="utf-8"><title>Lesson</title><link rel="stylesheet" href="style.css"></head>
<body><h1>Fire safety</h1><button id="finish">Finish</button>
<script>
  var api = window.parent && window.parent.API;
  api.LMSInitialize('');
  document.getElementById('finish').onclick = function () {
    api.LMSSetValue('cmi.core.score.raw', '80');
    api.LMSSetValue('cmi.core.lesson_status', 'passed');
    api.LMSCommit('');
    api.LMSFinish('');
  };
</script></body></html>`;

export const SCORM2004_SCO = `<!doctype html>
<html><head><meta charset="utf-8"><title>Lesson</title></head>
<body><h1>Data privacy</h1>
<script>
  var api = window.parent && window.parent.API_1484_11;
  api.Initialize('');
  api.SetValue('cmi.completion_status', 'completed');
  api.SetValue('cmi.success_status', 'passed');
  api.SetValue('cmi.score.scaled', '0.9');
  api.Commit('');
  api.Terminate('');
</script></body></html>`;

export const scorm12Package = () =>
  zipOf([
    { name: 'imsmanifest.xml', content: SCORM12_MANIFEST },
    { name: 'content/index.html', content: SCORM12_SCO },
    { name: 'content/style.css', content: 'body { font-family: sans-serif; }' },
  ]);

export const scorm2004Package = () =>
  zipOf([
    { name: 'imsmanifest.xml', content: SCORM2004_MANIFEST },
    { name: 'intro.html', content: '<p>Intro</p>' },
    { name: 'lesson.html', content: SCORM2004_SCO },
  ]);

/** A valid package plus one extra entry renamed to `unsafeName` afterwards. */
export async function packageWithEntry(unsafeName: string) {
  const placeholder = 'x'.repeat(unsafeName.length);
  const zip = await zipOf([
    { name: 'imsmanifest.xml', content: SCORM12_MANIFEST },
    { name: 'content/index.html', content: SCORM12_SCO },
    { name: placeholder, content: 'owned' },
  ]);
  return renameEntry(zip, placeholder, unsafeName);
}

/** A multipart/form-data body with one file field, for app.inject. */
export function multipartFile(
  field: string,
  filename: string,
  content: Buffer,
  contentType = 'application/zip',
) {
  const boundary = `----lpscorm${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
