import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { conflict } from './lib/http-errors';
import { createTestApp } from './test/app';
import { makeSignedInUser } from './test/factories';

describe('the foundation app', () => {
  let app: FastifyInstance;
  let webDist: string;

  beforeAll(async () => {
    webDist = mkdtempSync(path.join(tmpdir(), 'lp-web-'));
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    writeFileSync(path.join(webDist, 'assets', 'index-AbCdEf12.js'), 'console.log(1)');
    app = await createTestApp({ webDist });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/api/v3/test/echo',
      { schema: { body: z.object({ name: z.string().min(3, 'Name must be at least 3 characters.') }) } },
      async (request) => ({ hello: request.body.name }),
    );
    typed.get('/api/v3/test/conflict', async () => {
      throw conflict('This course is launched; unlaunch it to edit.');
    });
    typed.get('/api/v3/test/crash', async () => {
      throw new Error('database exploded with secret detail');
    });
  });

  afterAll(async () => {
    await app.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('reports health with a live database check', async () => {
    const res = await app.inject('/api/health');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ status: 'ok', version: '3.0.0', database: { ok: true } });
    expect(['pglite', 'postgres']).toContain(body.database.driver);
  });

  it('publishes an OpenAPI document that lists registered routes', async () => {
    const res = await app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/health']).toBeDefined();
    expect(doc.paths['/api/v3/test/echo'].post.requestBody).toBeDefined();
    const ui = await app.inject('/api/docs/');
    expect(ui.statusCode).toBe(200);
  });

  it('answers invalid input with 400 and the rule message', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v3/test/echo', payload: { name: 'x' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: 'Name must be at least 3 characters.',
      messageKey: 'validation.guestNameShort',
      errors: [{ path: 'name', message: 'Name must be at least 3 characters.' }],
    });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v3/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
  });

  it('passes service errors through with their status', async () => {
    const res = await app.inject('/api/v3/test/conflict');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ message: 'This course is launched; unlaunch it to edit.' });
  });

  it('hides internal error details behind a generic 500', async () => {
    const res = await app.inject('/api/v3/test/crash');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ message: 'Something went wrong', messageKey: 'common.genericError' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await app.inject('/api/v3/nothing/here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found' });
  });

  it('falls back to index.html for client routes, uncached', async () => {
    for (const url of ['/', '/login', '/courses/123', '/demo/login']) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves hashed assets with a one-year immutable cache', async () => {
    const res = await app.inject('/assets/index-AbCdEf12.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends a CSP that allows no inline script', async () => {
    const res = await app.inject('/');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' https:\/\/www\.youtube\.com https:\/\/player\.vimeo\.com(;|$)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('compresses large responses', async () => {
    const res = await app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('the global rate limit', () => {
  it('answers 429 with the error body once the ceiling is passed', async () => {
    const app = await createTestApp({ rateLimitMax: 3 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 4; i++) codes.push((await app.inject('/api/health')).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      const res = await app.inject('/api/health');
      expect(res.json()).toEqual({
        message: 'Too many requests. Please wait a moment and try again.',
        messageKey: 'common.tooManyRequests',
      });
      // The web app's own files and pages are not counted.
      expect((await app.inject('/login')).statusCode).not.toBe(429);
    } finally {
      await app.close();
    }
  });
});

describe('the global rate limit per session', () => {
  it('gives each signed-in session its own budget behind one address', async () => {
    const app = await createTestApp({ rateLimitMax: 3 });
    try {
      const a = await makeSignedInUser(app);
      const b = await makeSignedInUser(app);
      const hit = (headers: Record<string, string>) =>
        app.inject({ url: '/api/v3/courseLibrary', headers, remoteAddress: '10.7.7.7' });
      const codes = [];
      for (let i = 0; i < 4; i++) codes.push((await hit(a.headers)).statusCode);
      expect(codes).toEqual([200, 200, 200, 429]);
      expect((await hit(b.headers)).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
