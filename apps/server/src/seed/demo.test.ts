import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseFormatContent } from '@lp/shared/formats/registry';
import { baseReaderType, READER_TYPES } from '@lp/shared/progress';
import { isValidPassword } from '@lp/shared/validation';
import { differenceInCalendarDays } from 'date-fns';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articles,
  contentTags,
  courses,
  decks,
  enrollments,
  pointsLedger,
  programCourses,
  questionResponses,
  rewardRedemptions,
  scormPackages,
  tags,
  teams,
  topics,
  users,
} from '../db/schema';
import { verifyPassword } from '../modules/auth/passwords';
import { packageDir } from '../modules/content/formats/scorm/storage';
import { findUserByUsername } from '../modules/users/service';
import { createTestApp } from '../test/app';
import { signInAs } from '../test/factories';
import { type DemoCredential, isEmptyDatabase, seedDemo } from './demo';
import { SHOWCASE_COURSE_NAME, SHOWCASE_FIRST_TOPIC } from './demo-formats';
import { TIMED_QUIZ_NAME } from './demo-formats-interactive';
import { SCORM_DECK_NAME, VIDEO_DECK_NAME } from './demo-formats-media';

describe('demo seed', () => {
  let app: FastifyInstance;
  let dataDir: string;
  let credentials: DemoCredential[];
  let emptyBefore = false;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'lp-seed-'));
    app = await createTestApp({ dataDir });
    emptyBefore = await isEmptyDatabase(app.db);
    // The whole seed with the colleagues' sixty days of history, as `npm run cli seed:demo` runs it.
    credentials = await seedDemo(app.db, app.config);
  }, 180_000);
  afterAll(async () => {
    await app.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const passwordOf = (role: string) => credentials.find((c) => c.role === role)?.password ?? '';

  it('creates one account per role with random valid passwords, written once to a file', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isEmptyDatabase(app.db)).toBe(false);

    expect(credentials.map((c) => c.role)).toEqual(['superadmin', 'admin', 'creator', 'manager', 'learner']);
    expect(new Set(credentials.map((c) => c.password)).size).toBe(5);
    for (const c of credentials) expect(isValidPassword(c.password), c.password).toBe(true);

    const file = readFileSync(path.join(dataDir, 'demo-credentials.txt'), 'utf8');
    expect(file.trim().split('\n')).toEqual(credentials.map((c) => `${c.role} ${c.username} ${c.password}`));

    const manager = await findUserByUsername(app.db, 'demomanager');
    expect(manager).toMatchObject({ licenseType: 'Learner', isManager: true, active: true });
    const admin = await findUserByUsername(app.db, 'demoadmin');
    expect(admin?.licenseType).toBe('Admin');
    expect(await verifyPassword(admin?.passwordHash ?? '', passwordOf('admin'))).toBe(true);
    expect(admin?.passwordHash).toMatch(/^\$argon2id\$/);
    // Anyone may register into the demo team (the README journey); new teams ask for a code.
    const [demo] = await app.db.select().from(teams).where(eq(teams.name, 'demo'));
    expect(demo?.signupPolicy).toBe('open');
  });

  it('gives learners published courses with topics and decks, a program and articles', async () => {
    const db = app.db;
    const [courseRows, topicRows, deckRows, articleRows, programRows] = await Promise.all([
      db.select().from(courses),
      db.select().from(topics),
      db.select().from(decks),
      db.select().from(articles),
      db.select().from(programCourses),
    ]);
    expect(courseRows).toHaveLength(4);
    expect(courseRows.every((c) => c.published && c.launched && c.identifier.length >= 9)).toBe(true);
    expect(topicRows.length).toBeGreaterThanOrEqual(11);
    expect(deckRows.some((d) => d.category === 'assessment')).toBe(true);
    expect(articleRows.map((a) => a.name)).toContain('Holiday calendar 2027');
    expect(programRows).toHaveLength(2);
  });

  it('holds a demo item of every reader type, each valid for its format', async () => {
    const items = [...(await app.db.select().from(decks)), ...(await app.db.select().from(articles))];
    const seen = new Set(items.map((item) => baseReaderType(item.readerType)));
    expect(READER_TYPES.filter((type) => !seen.has(type))).toEqual([]);
    for (const item of items) {
      const parsed = parseFormatContent(item.readerType, item.content);
      expect(parsed?.success, `${item.name}: ${JSON.stringify(parsed?.error?.issues)}`).toBe(true);
    }
  });

  it('opens the showcase to the enrolled demo learner with a timed quiz, a video and a playable SCORM deck', async () => {
    const [course] = await app.db.select().from(courses).where(eq(courses.name, SHOWCASE_COURSE_NAME));
    expect(course).toMatchObject({ published: true, launched: true });
    expect(course?.settings.sequential).toBe(false);
    const learner = await findUserByUsername(app.db, 'demolearner');
    const enrolled = await app.db
      .select()
      .from(enrollments)
      .where(eq(enrollments.userId, learner?.id ?? ''));
    expect(enrolled.map((e) => e.courseId)).toContain(course?.id);

    const courseTopics = await app.db
      .select()
      .from(topics)
      .where(eq(topics.courseId, course?.id ?? ''));
    const first = courseTopics.find((t) => t.position === 0);
    expect(first?.name).toBe(SHOWCASE_FIRST_TOPIC);
    const firstDecks = await app.db
      .select()
      .from(decks)
      .where(eq(decks.topicId, first?.id ?? ''));
    const byName = new Map(firstDecks.map((d) => [d.name, d]));
    expect(byName.get(TIMED_QUIZ_NAME)?.settings.questionTimerSeconds).toBe(30);
    expect(byName.get(VIDEO_DECK_NAME)?.readerType).toBe('video');

    const scormDeck = byName.get(SCORM_DECK_NAME);
    const packageId = String(scormDeck?.content.packageId);
    const [pkg] = await app.db.select().from(scormPackages).where(eq(scormPackages.id, packageId));
    expect(pkg).toMatchObject({ version: '1.2', entryPath: 'index.html', teamId: course?.teamId });
    expect(existsSync(path.join(packageDir(app.config, packageId), 'index.html'))).toBe(true);

    const headers = { 'access-token': await signInAs(app, 'demolearner', passwordOf('learner')) };
    const launch = await app.inject({
      method: 'GET',
      url: `/api/v3/formats/scorm/${scormDeck?.id}/state`,
      headers,
    });
    expect(launch.statusCode).toBe(200);
    // The player on the content origin opens the package with the token of its launch URL.
    const token = new URL(launch.json().launchUrl).hash.slice(1);
    const session = await app.contentApp.inject({
      method: 'GET',
      url: '/scorm/runtime/session',
      headers: { authorization: `Bearer ${token}` },
    });
    const file = await app.contentApp.inject({ method: 'GET', url: session.json().entryUrl });
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('Fire safety essentials');
  });

  it('serves the uploaded demo pictures and PDF through their signed URLs', async () => {
    const [handbook] = await app.db.select().from(decks).where(eq(decks.category, 'document'));
    const pdf = await app.inject({ method: 'GET', url: String(handbook?.content.url) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const [gallery] = await app.db.select().from(decks).where(eq(decks.category, 'gallery'));
    const images = gallery?.content.images as { image: string }[];
    const png = await app.inject({ method: 'GET', url: images[0]?.image ?? '' });
    expect(png.statusCode).toBe(200);
    expect(png.headers['content-type']).toBe('image/png');
  });

  it('tags demo content and shows stage 1 learners two tag carousels on the home', async () => {
    const tagRows = await app.db.select().from(tags);
    expect(tagRows.map((t) => t.name).sort()).toEqual(['Onboarding', 'Sales', 'Security', 'Wellbeing']);
    const links = await app.db.select().from(contentTags);
    for (const tag of tagRows)
      expect(
        links.some((link) => link.tagId === tag.id),
        tag.name,
      ).toBe(true);
    const [team] = await app.db.select().from(teams).where(eq(teams.name, 'demo'));
    expect(team?.homeTags['1']).toEqual(['Onboarding', 'Security']);

    const headers = { 'access-token': await signInAs(app, 'demolearner', passwordOf('learner')) };
    const res = await app.inject({ method: 'GET', url: '/api/v3/home/feed', headers });
    expect(res.statusCode).toBe(200);
    const carousels = res.json().tagCarousels as { tag: { name: string }; items: unknown[] }[];
    expect(carousels.map((c) => c.tag.name)).toEqual(['Onboarding', 'Security']);
    for (const carousel of carousels) expect(carousel.items.length, carousel.tag.name).toBeGreaterThan(0);
  });

  it('shows every course with its picture and boards full of colleagues with sixty days of history', async () => {
    const headers = { 'access-token': await signInAs(app, 'demolearner', passwordOf('learner')) };
    const library = await app.inject({ method: 'GET', url: '/api/v3/courseLibrary', headers });
    const courseCards = library.json().courses as { name: string; image: string | null }[];
    expect(courseCards.length).toBeGreaterThanOrEqual(4);
    for (const course of courseCards) expect(course.image, course.name).toMatch(/^\/api\/v3\/files\//);
    const cover = await app.inject({ method: 'GET', url: courseCards[0]?.image ?? '' });
    expect(cover.headers['content-type']).toBe('image/png');

    const learners = await app.db.select().from(users).where(eq(users.licenseType, 'Learner'));
    expect(learners.length).toBeGreaterThanOrEqual(42);
    expect(new Set(learners.map((u) => u.details.department)).size).toBeGreaterThanOrEqual(5);
    expect(new Set(learners.map((u) => u.details.branch)).size).toBeGreaterThanOrEqual(5);
    for (const window of ['all', 'month', 'week']) {
      const board = await app.inject({
        method: 'GET',
        url: `/api/v3/leaderboards/appleaderboard?window=${window}`,
        headers,
      });
      expect(board.statusCode).toBe(200);
      expect(board.json().top.length, window).toBeGreaterThanOrEqual(window === 'week' ? 5 : 15);
    }
    const answers = await app.db.select().from(questionResponses);
    expect(answers.some((a) => a.correct)).toBe(true);
    expect(answers.some((a) => !a.correct)).toBe(true);
    const earned = await app.db.select().from(pointsLedger);
    const earliest = Math.min(...earned.map((entry) => entry.createdAt.getTime()));
    // In calendar days, as the seed lays out its days: a first pass at 9:00 forty days ago is less
    // than forty times 24 hours before a run just after midnight.
    expect(differenceInCalendarDays(new Date(), earliest)).toBeGreaterThanOrEqual(40);
    expect((await app.db.select().from(rewardRedemptions)).length).toBeGreaterThan(0);
  });
});
