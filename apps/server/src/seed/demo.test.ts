import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { isValidPassword } from '@lp/shared/validation';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client';
import { articles, courses, decks, programCourses, topics } from '../db/schema';
import { verifyPassword } from '../modules/auth/passwords';
import { findUserByUsername } from '../modules/users/service';
import { createTestDatabase } from '../test/app';
import { isEmptyDatabase, seedDemo } from './demo';

describe('demo seed', () => {
  let database: DatabaseHandle;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(path.join(tmpdir(), 'lp-seed-'));
  });
  afterAll(async () => {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('creates one account per role with random valid passwords, written once to a file', async () => {
    expect(await isEmptyDatabase(database.db)).toBe(true);
    const credentials = await seedDemo(database.db, dataDir);
    expect(await isEmptyDatabase(database.db)).toBe(false);

    expect(credentials.map((c) => c.role)).toEqual(['superadmin', 'admin', 'creator', 'manager', 'learner']);
    expect(new Set(credentials.map((c) => c.password)).size).toBe(5);
    for (const c of credentials) expect(isValidPassword(c.password), c.password).toBe(true);

    const file = readFileSync(path.join(dataDir, 'demo-credentials.txt'), 'utf8');
    expect(file.trim().split('\n')).toEqual(credentials.map((c) => `${c.role} ${c.username} ${c.password}`));

    const manager = await findUserByUsername(database.db, 'demomanager');
    expect(manager).toMatchObject({ licenseType: 'Learner', isManager: true, active: true });
    const admin = await findUserByUsername(database.db, 'demoadmin');
    expect(admin?.licenseType).toBe('Admin');
    const adminPassword = credentials.find((c) => c.role === 'admin')?.password ?? '';
    expect(await verifyPassword(admin?.passwordHash ?? '', adminPassword)).toBe(true);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('gives learners published courses with topics and decks, a program and articles', async () => {
    const db = database.db;
    const [courseRows, topicRows, deckRows, articleRows, programRows] = await Promise.all([
      db.select().from(courses),
      db.select().from(topics),
      db.select().from(decks),
      db.select().from(articles),
      db.select().from(programCourses),
    ]);
    expect(courseRows).toHaveLength(3);
    expect(courseRows.every((c) => c.published && c.identifier.length >= 9)).toBe(true);
    expect(topicRows.length).toBeGreaterThanOrEqual(5);
    expect(deckRows.some((d) => d.category === 'assessment')).toBe(true);
    expect(articleRows.map((a) => a.name)).toContain('Holiday calendar 2027');
    expect(programRows).toHaveLength(2);
  });
});
