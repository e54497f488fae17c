import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../../test/app';
import {
  EMBEDDER,
  playerSession,
  runtimeTokenFor,
  scormState,
  setupScormDeck,
} from '../test-fixtures/scorm-decks';
import { RUNTIME_TOKEN_TTL_SECONDS } from './runtime-token';
import { signFileToken } from './storage';

const CONTENT_ORIGIN = 'http://127.0.0.1:3001';
let app: FastifyInstance;
let dataDir: string;
let webDist: string;
beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'lp-scorm-content-'));
  webDist = mkdtempSync(path.join(tmpdir(), 'lp-scorm-web-'));
  mkdirSync(path.join(webDist, 'assets'));
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(
    path.join(webDist, 'scorm-player.html'),
    '<!doctype html><script type="module" src="/assets/scorm-player-AbCd1234.js"></script>',
  );
  writeFileSync(path.join(webDist, 'assets', 'scorm-player-AbCd1234.js'), 'console.log("player")');
  app = await createTestApp({ dataDir, webDist, contentOrigin: CONTENT_ORIGIN });
});
afterAll(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
});

const content = (url: string, headers: Record<string, string> = {}) =>
  app.contentApp.inject({ method: 'GET', url, headers });

describe('package files live on the content origin only', () => {
  it('the app origin no longer serves package files, even with a valid file token', async () => {
    const { pkg } = await setupScormDeck(app);
    const token = signFileToken(app.config.jwtSecret, pkg._id);
    const old = await app.inject({
      method: 'GET',
      url: `/api/v3/formats/scorm/files/${pkg._id}/${token}/content/index.html`,
    });
    expect(old.statusCode).toBe(404);
    expect(old.headers['content-type']).not.toMatch(/html/);
    expect(old.body).not.toContain('LMSInitialize');
    // Nor is the player page served there, by its route or by its built file.
    for (const url of ['/scorm/player', '/scorm-player.html']) {
      expect((await app.inject({ method: 'GET', url })).body).not.toContain('scorm-player-AbCd1234.js');
    }
  });

  it('hands the app a player URL on the content origin, carrying the runtime token in its fragment', async () => {
    const { deck, learner } = await setupScormDeck(app);
    const res = await scormState(app, learner.headers, deck.id);
    expect(res.statusCode).toBe(200);
    const launch = res.json();
    const url = new URL(launch.launchUrl);
    expect(url.origin).toBe(CONTENT_ORIGIN);
    expect(url.pathname).toBe('/scorm/player');
    expect(url.searchParams.get('embedder')).toBe(EMBEDDER);
    expect(url.hash.length).toBeGreaterThan(20);
    expect(launch.contentOrigin).toBe(CONTENT_ORIGIN);
    const lifetime = (Date.parse(launch.expiresAt) - Date.now()) / 1000;
    expect(lifetime).toBeGreaterThan(RUNTIME_TOKEN_TTL_SECONDS - 60);
    expect(lifetime).toBeLessThanOrEqual(RUNTIME_TOKEN_TTL_SECONDS);

    const badEmbedder = await app.inject({
      method: 'GET',
      url: `/api/v3/formats/scorm/${deck.id}/state?embedder=${encodeURIComponent('javascript:alert(1)')}`,
      headers: learner.headers,
    });
    expect(badEmbedder.statusCode).toBe(400);
  });

  it('serves the player page framable by the embedder only, with the build files it loads', async () => {
    const page = await content(`/scorm/player?embedder=${encodeURIComponent(EMBEDDER)}`);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain(`frame-ancestors ${EMBEDDER}`);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const unknown = await content('/scorm/player?embedder=http%3A%2F%2Fevil.example%2Fpath');
    expect(unknown.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    const script = await content('/assets/scorm-player-AbCd1234.js');
    expect(script.statusCode).toBe(200);
    expect(script.body).toContain('player');
  });

  it('serves the package behind the session entry URL with a content CSP, nosniff and no referrer', async () => {
    const { deck, learner } = await setupScormDeck(app);
    const session = await playerSession(app, await runtimeTokenFor(app, learner.headers, deck.id));
    expect(session.statusCode).toBe(200);
    const { entryUrl } = session.json();
    expect(entryUrl).toMatch(/^\/scorm\/files\/[0-9a-f-]{36}\/[^/]+\/content\/index\.html$/);

    const page = await content(entryUrl);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('LMSInitialize');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self'");
    expect(page.headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'referrer-policy': 'no-referrer',
      'cross-origin-resource-policy': 'same-origin',
    });
    const css = await content(entryUrl.replace('index.html', 'style.css'));
    expect(css.headers['content-type']).toMatch(/^text\/css/);

    // Opened by the player (a navigation of this origin) or typed in: yes; framed or linked by another site: no.
    const navigation = (site: string) => ({
      'sec-fetch-mode': 'navigate',
      'sec-fetch-dest': 'iframe',
      'sec-fetch-site': site,
    });
    expect((await content(entryUrl, navigation('same-origin'))).statusCode).toBe(200);
    expect((await content(entryUrl, navigation('none'))).statusCode).toBe(200);
    expect((await content(entryUrl, navigation('cross-site'))).statusCode).toBe(403);
    expect((await content(entryUrl, navigation('same-site'))).statusCode).toBe(403);
  });

  it('refuses paths outside the package, bad file tokens and missing files', async () => {
    const { deck, learner } = await setupScormDeck(app);
    const { entryUrl } = (
      await playerSession(app, await runtimeTokenFor(app, learner.headers, deck.id))
    ).json();
    const base = entryUrl.replace('/content/index.html', '');
    for (const outside of [
      '/%2e%2e/%2e%2e/imsmanifest.xml',
      '/content/%2e%2e%2f%2e%2e%2fx',
      '/..%5c..%5cetc',
    ]) {
      expect([400, 404]).toContain((await content(`${base}${outside}`)).statusCode);
    }
    expect((await content(`${base}/content/%2e%2e%2f%2e%2e%2f%2e%2e%2fetc%2fpasswd`)).statusCode).toBe(400);
    expect((await content(`${base}/nope.html`)).statusCode).toBe(404);
    expect((await content(`${base.slice(0, -4)}abcd/content/index.html`)).statusCode).toBe(404);
    const second = await setupScormDeck(app, '2004');
    // The first package's token does not open the second package (another team's).
    expect((await content(`${base.replace(/[0-9a-f-]{36}/, second.pkg._id)}/lesson.html`)).statusCode).toBe(
      404,
    );
  });

  it('serves no API: the content origin answers 404 to every app route', async () => {
    const { learner } = await setupScormDeck(app);
    for (const url of ['/api/health', '/api/v3/courseLibrary', '/api/v3/auth/connect', '/', '/login']) {
      const res = await content(url, learner.headers);
      expect(res.statusCode).toBe(404);
      expect(res.body).not.toContain('root');
    }
  });
});
