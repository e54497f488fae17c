import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { zipOf } from '../../server/src/modules/content/formats/test-fixtures/scorm-packages.ts';
import { launchBrowser, openPage } from './browser.ts';
import { type Credential, demoCredential, signIn } from './demo-accounts.ts';
import { openCourseFromLibrary, openDeck } from './learning.ts';

const run = Date.now().toString(36);
const COURSE = `Isolation check ${run}`;
const DECK = 'SCORM: Isolation probe';

const MANIFEST = `<?xml version="1.0" encoding="UTF-8"?>
<manifest identifier="isolation-probe" version="1"
  xmlns="http://www.imsglobal.org/xsd/imscp_v1p1"
  xmlns:adlcp="http://www.adlnet.org/xsd/adlcp_v1p3">
  <metadata><schema>ADL SCORM</schema><schemaversion>2004 4th Edition</schemaversion></metadata>
  <organizations default="org">
    <organization identifier="org">
      <title>Isolation probe</title>
      <item identifier="probe" identifierref="sco"><title>Probe</title></item>
    </organization>
  </organizations>
  <resources>
    <resource identifier="sco" type="webcontent" adlcp:scormType="sco" href="probe.html">
      <file href="probe.html"/>
    </resource>
  </resources>
</manifest>`;

/**
 * A hostile SCORM 2004 SCO: it tries to read whatever a stolen session would need (storage, cookies,
 * the pages around it) and to call the API with the learner's credentials, writes down what it got,
 * and then behaves like a lesson: it reports how it was resumed, scores 90 % and passes.
 */
const PROBE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Isolation probe</title></head>
<body><h1>Isolation probe</h1><pre id="report">running</pre>
<script>
(async function () {
  var report = {};
  function attempt(name, read) {
    try { report[name] = read(); } catch (error) { report[name] = 'blocked: ' + error.name; }
  }
  function everything(storage) {
    var all = {};
    for (var i = 0; i < storage.length; i++) all[storage.key(i)] = storage.getItem(storage.key(i));
    return all;
  }
  attempt('localStorage', function () { return everything(localStorage); });
  attempt('sessionStorage', function () { return everything(sessionStorage); });
  attempt('cookie', function () { return document.cookie; });
  attempt('parentDocument', function () { return parent.document.documentElement.outerHTML; });
  attempt('parentAddress', function () { return parent.location.href; });
  attempt('parentLocalStorage', function () { return everything(parent.localStorage); });
  attempt('topDocument', function () { return top.document.documentElement.outerHTML; });
  attempt('topLocalStorage', function () { return everything(top.localStorage); });
  attempt('topAddress', function () { return top.location.href; });
  var appOrigin = location.ancestorOrigins[location.ancestorOrigins.length - 1];
  report.appOrigin = appOrigin;
  async function call(name, url, init) {
    try {
      var response = await fetch(url, init);
      report[name] = { status: response.status, type: response.type, body: (await response.text()).slice(0, 300) };
    } catch (error) {
      report[name] = 'blocked: ' + error.name;
    }
  }
  await call('relativeApi', '/api/v3/courseLibrary', { credentials: 'include' });
  await call('appApi', appOrigin + '/api/v3/courseLibrary', { credentials: 'include' });
  await call('appApiNoCors', appOrigin + '/api/v3/courseLibrary', { credentials: 'include', mode: 'no-cors' });

  var api = parent.API_1484_11;
  report.runtime = api ? 'found' : 'missing';
  api.Initialize('');
  report.resume = {
    entry: api.GetValue('cmi.entry'),
    location: api.GetValue('cmi.location'),
    suspendData: api.GetValue('cmi.suspend_data'),
  };
  api.SetValue('cmi.location', 'end');
  api.SetValue('cmi.suspend_data', 'probe-finished');
  api.SetValue('cmi.score.scaled', '0.9');
  api.SetValue('cmi.completion_status', 'completed');
  api.SetValue('cmi.success_status', 'passed');
  api.SetValue('cmi.exit', 'suspend');
  api.Commit('');
  document.getElementById('report').textContent = JSON.stringify(report);
})();
</script></body></html>`;

const api = (path: string) => `${inject('baseUrl')}/api/v3/${path}`;

async function apiSignIn(credential: Credential): Promise<{ token: string; userId: string }> {
  const res = await fetch(api('auth/sign_in'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credential),
  });
  if (!res.ok) throw new Error(`sign in failed: ${res.status}`);
  return {
    token: res.headers.get('access-token') ?? '',
    userId: ((await res.json()) as { _id: string })._id,
  };
}

async function post<T>(token: string, path: string, body: unknown): Promise<T> {
  const init: RequestInit = { method: 'POST', headers: { 'access-token': token } };
  if (body instanceof FormData) init.body = body;
  else {
    init.body = JSON.stringify(body);
    init.headers = { 'access-token': token, 'content-type': 'application/json' };
  }
  const res = await fetch(api(path), init);
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** The creator uploads the probe package into a new launched course the demo learner is enrolled in. */
async function publishProbe(learnerId: string): Promise<string> {
  const { token } = await apiSignIn(demoCredential('creator'));
  const form = new FormData();
  const zip = await zipOf([
    { name: 'imsmanifest.xml', content: MANIFEST },
    { name: 'probe.html', content: PROBE },
  ]);
  form.append('file', new Blob([new Uint8Array(zip)], { type: 'application/zip' }), 'probe.zip');
  const pkg = await post<{ _id: string }>(token, 'formats/scorm/upload', form);
  const course = await post<{ _id: string }>(token, 'courses/create', { name: COURSE });
  const topic = await post<{ _id: string }>(token, `courses/${course._id}/topics/create`, { name: 'Probe' });
  const deck = await post<{ _id: string }>(token, 'decks/create', {
    topicId: topic._id,
    name: DECK,
    readerType: 'scorm',
    settings: { maxPoints: 50 },
    content: { packageId: pkg._id },
  });
  await post(token, `courses/${course._id}/launch`, { resetProgress: false });
  await post(token, `courses/${course._id}/learners/${learnerId}/add`, {});
  return deck._id;
}

describe('SCORM content runs on its own origin', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it("a package's script gets nothing of the learner's session, and still completes and scores", async () => {
    const learner = demoCredential('learner');
    const { userId, token: apiToken } = await apiSignIn(learner);
    const deckId = await publishProbe(userId);

    const { page, context } = await openPage(browser, '/login');
    await signIn(page, learner);
    const stored = await page.evaluate(() => localStorage.getItem('lp-auth') ?? '');
    const sessionToken = (JSON.parse(stored) as { state: { token: string } }).state.token;
    expect(sessionToken.length).toBeGreaterThan(20);

    await openCourseFromLibrary(page, COURSE);
    await openDeck(page, DECK);
    const player = page.frameLocator('main iframe');
    const probe = player.frameLocator('iframe');
    const reportText = probe.locator('#report');
    await reportText.filter({ hasText: /^\{/ }).waitFor();
    const report = JSON.parse((await reportText.textContent()) ?? '{}');
    console.log('[e2e] what the hostile package got:', JSON.stringify(report, null, 2));

    // Nothing of the session, in any of the places a script could look.
    const leaked = JSON.stringify(report);
    for (const secret of [sessionToken, ...sessionToken.split('.'), apiToken, 'lp-auth']) {
      expect(leaked).not.toContain(secret);
    }
    // Storage of the content origin is empty, or refused outright to a frame of another site.
    for (const storage of ['localStorage', 'sessionStorage', 'parentLocalStorage']) {
      expect([{}, 'blocked: SecurityError']).toContainEqual(report[storage]);
    }
    expect(report.cookie).toBe('');
    // Its parent is the player on the content origin, whose address no longer holds the runtime token.
    expect(new URL(report.parentAddress).origin).toBe(inject('contentOrigin'));
    expect(new URL(report.parentAddress).hash).toBe('');
    expect(report.topDocument).toBe('blocked: SecurityError');
    expect(report.topLocalStorage).toBe('blocked: SecurityError');
    expect(report.topAddress).toBe('blocked: SecurityError');
    expect(report.appOrigin).toBe(inject('baseUrl'));
    // The content origin has no API; the app's refuses to share its answers with another origin.
    expect(report.relativeApi).toMatchObject({ status: 404 });
    expect(report.relativeApi.body).not.toContain('courses');
    expect(report.appApi).toBe('blocked: TypeError');
    // Without CORS the answer is either refused (the API's Cross-Origin-Resource-Policy) or unreadable.
    expect([{ status: 0, type: 'opaque', body: '' }, 'blocked: TypeError']).toContainEqual(
      report.appApiNoCors,
    );

    // And the lesson works: the runtime is there, the server scores it and awards points.
    expect(report.runtime).toBe('found');
    expect(report.resume).toEqual({ entry: 'ab-initio', location: '', suspendData: '' });
    await page.getByText('Well done! Your best score is 90% and you have earned 45 points.').waitFor();
    const record = await fetch(api(`decks/${deckId}/learners/${userId}/show/scorm`), {
      headers: { 'access-token': apiToken },
    });
    expect((await record.json()).record).toMatchObject({ completion: true, score: 90, points: 45 });

    // Opened again, the package resumes where it was suspended.
    await page.reload();
    await page.getByRole('heading', { name: DECK, level: 1 }).waitFor();
    await reportText.filter({ hasText: /^\{/ }).waitFor();
    const again = JSON.parse((await reportText.textContent()) ?? '{}');
    expect(again.resume).toEqual({ entry: 'resume', location: 'end', suspendData: 'probe-finished' });
    await context.close();
  });

  it('serves uploaded files sandboxed, and the PDF reader and pictures still show them', async () => {
    const { page, context, problems } = await openPage(browser, '/login');
    await signIn(page, demoCredential('learner'));
    await openCourseFromLibrary(page, 'Formats Showcase');

    const pdfResponse = page.waitForResponse(
      (response) =>
        response.url().includes('/api/v3/files/') && response.headers()['content-type'] === 'application/pdf',
    );
    await openDeck(page, 'Document: Employee handbook');
    const headers = (await pdfResponse).headers();
    expect(headers['content-security-policy']).toMatch(/^sandbox;/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['content-disposition']).toMatch(/^attachment;/);
    // pdf.js reads the bytes with fetch() and draws page 1 of 2.
    await page.getByRole('region', { name: /page 1 of 2$/ }).waitFor();
    expect(
      await page.locator('main canvas').evaluate((canvas: HTMLCanvasElement) => canvas.width),
    ).toBeGreaterThan(0);

    await page.goBack();
    await openDeck(page, 'Gallery: Our offices');
    const pictures = page.locator('main img');
    await pictures.first().waitFor();
    await expect
      .poll(() =>
        pictures.evaluateAll((images) =>
          images.every(
            (image) => (image as HTMLImageElement).complete && (image as HTMLImageElement).naturalWidth > 0,
          ),
        ),
      )
      .toBe(true);
    expect(problems).toEqual([]);
    await context.close();
  });
});
