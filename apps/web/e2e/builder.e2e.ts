import { readFile } from 'node:fs/promises';
import { VERSION_REPORT_COLUMNS } from '@lp/shared/builder';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, type OpenedPage, openPage } from './browser.ts';
import {
  addDeck,
  addTopic,
  chooseOption,
  createCourse,
  launch,
  openBuilderFromMenu,
  openSection,
  saveDeckAndReturn,
  seeMessage,
  unlaunch,
  uploadToLibrary,
  writeArticle,
  writeSingleChoiceQuestion,
  writeTrueFalseQuestion,
} from './builder-studio.ts';
import { type Credential, demoCredential, signIn } from './demo-accounts.ts';
import { coursePercentage, openCourseFromLibrary, openDeck, playToTheEnd } from './learning.ts';
import { recordTinyWebm } from './media-fixture.ts';

const run = Date.now().toString(36);
const COURSE = `Field safety ${run}`;
const TOPIC = 'On the site';
const ARTICLE = 'Site rules';
const QUIZ = 'Site rules quiz';
const VIDEO = 'Safety walk';
const EXTRA = 'Wrap-up';
const DEPARTMENT = 'Field Operations';
const CLIP = { name: `safety-walk-${run}.webm`, mimeType: 'video/webm' };

/**
 * The demo learner has no department and no screen edits a user's details, so the learner of the
 * department signs up into the demo team through auth/register (SPEC §7: details as JSON).
 */
async function registerLearnerOfDepartment(): Promise<Credential> {
  const credential = { username: `fieldlearner${run}`, password: 'Field@2026x' };
  const response = await fetch(`${inject('baseUrl')}/api/v3/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...credential,
      email: `${credential.username}@example.com`,
      first_name: 'Farah',
      last_name: 'Field',
      team: 'demo',
      details: { department: DEPARTMENT },
    }),
  });
  if (response.status !== 201) throw new Error(`Registration failed: ${await response.text()}`);
  return credential;
}

/** Parses the simple CSV of a version report (no field holds a comma or a quote here). */
function reportRows(csv: string): Record<string, string>[] {
  const [header = '', ...lines] = csv.trim().split(/\r?\n/);
  const columns = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((value, i) => [columns[i], value])));
}

describe('building a course in the builder studio', () => {
  let browser: Browser;
  let creator: OpenedPage;
  let learner: Credential;

  beforeAll(async () => {
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
  });

  it('builds a sequential course of an article, a quiz and a video, launches it and enrols a department', async () => {
    const clip = await recordTinyWebm(browser, 4);
    learner = await registerLearnerOfDepartment();
    creator = await openPage(browser, '/login');
    const { page } = creator;
    await signIn(page, demoCredential('creator'));
    await openBuilderFromMenu(page);
    await uploadToLibrary(page, { ...CLIP, buffer: clip });

    await createCourse(page, COURSE);
    await page.getByRole('switch', { name: 'Sequential' }).check();
    await page.getByRole('button', { name: 'Save settings' }).click();
    await seeMessage(page, 'Settings saved.');

    await openSection(page, 'Content');
    await addTopic(page, TOPIC);
    await addDeck(page, TOPIC, ARTICLE, 'Article');
    await writeArticle(page, 'Wear a helmet and boots on every site visit.');
    await saveDeckAndReturn(page, COURSE);

    await addDeck(page, TOPIC, QUIZ, 'Assessment');
    await writeSingleChoiceQuestion(page, 1, 'What do you wear on site?', ['Sandals', 'A helmet'], 1);
    await writeTrueFalseQuestion(page, 2, 'Boots are optional on site.', false);
    await saveDeckAndReturn(page, COURSE);

    await addDeck(page, TOPIC, VIDEO, 'Video');
    await chooseOption(page, 'Video: or choose an uploaded file', CLIP.name);
    await saveDeckAndReturn(page, COURSE);
    const decks = page.getByRole('region', { name: TOPIC }).getByRole('listitem');
    // The content page may still be loading after the return: wait for its last deck first.
    await decks.filter({ hasText: VIDEO }).waitFor();
    expect(await decks.allTextContents()).toEqual([
      expect.stringContaining(ARTICLE),
      expect.stringContaining(QUIZ),
      expect.stringContaining(VIDEO),
    ]);

    await openSection(page, 'Launch');
    await launch(page, COURSE, 'keep');
    const rule = page.getByRole('form', { name: 'New enrolment rule' });
    expect(await rule.getByRole('combobox', { name: 'Detail', exact: true }).inputValue()).toBe('Department');
    expect(await rule.getByRole('combobox', { name: 'Condition', exact: true }).inputValue()).toBe('is');
    await rule.getByLabel('Value', { exact: true }).fill(DEPARTMENT);
    await rule.getByRole('button', { name: 'Add rule' }).click();
    await seeMessage(page, 'Rule added: 1 learner enrolled.');
    await page.getByRole('cell', { name: `Department is ${DEPARTMENT}`, exact: true }).waitFor();
    expect(creator.problems).toEqual([]);
  }, 180_000);

  it('lets the learner of that department take the decks in order and complete the course', async () => {
    const { page, context, problems } = await openPage(browser, '/login');
    await signIn(page, learner);
    // The enrolment rule's notice reached the learner: the server's notice job delivered it.
    await page.getByRole('button', { name: /^Notifications, [1-9]\d* unread$/ }).click();
    await page
      .getByRole('region', { name: 'Notifications' })
      .getByText(`You are enrolled in ${COURSE}`)
      .waitFor();
    await page.keyboard.press('Escape');
    await openCourseFromLibrary(page, COURSE);
    expect(await coursePercentage(page)).toBe('0% complete');
    await page.getByRole('listitem', { name: `${QUIZ}: Locked` }).waitFor();
    expect(await page.getByRole('listitem', { name: `${VIDEO}: Locked` }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: new RegExp(`^${QUIZ}`) }).count()).toBe(0);

    await openDeck(page, ARTICLE);
    await page.getByText('Wear a helmet and boots on every site visit.').waitFor();
    await page.getByRole('button', { name: 'Mark as complete' }).click();
    await page.getByText('Completed! Your progress is saved.').waitFor();
    await page.getByRole('link', { name: `Next: ${QUIZ}` }).click();
    await page.getByRole('heading', { name: QUIZ, level: 1 }).waitFor();

    // Feedback is on by default: each answer is checked before moving on.
    await page.getByRole('radio', { name: 'A helmet' }).check();
    await page.getByRole('button', { name: 'Check answer' }).click();
    await page.getByRole('status').getByText('Correct!').waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('radio', { name: 'False' }).check();
    await page.getByRole('button', { name: 'Check answer' }).click();
    await page.getByRole('status').getByText('Correct!').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Best score: 100%').waitFor();

    await page.getByRole('link', { name: 'Back to the course' }).click();
    await page.getByRole('listitem', { name: `${VIDEO}: To do` }).waitFor();
    await openDeck(page, VIDEO);
    await playToTheEnd(page, VIDEO);
    await page.getByText('Completed! Your progress is saved.').waitFor();
    expect(await page.getByText('Watched: 100%').isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Back to the course' }).click();
    await page.getByTestId('course-percentage').getByText('100% complete').waitFor();
    for (const deck of [ARTICLE, QUIZ, VIDEO]) {
      expect(await page.getByRole('listitem', { name: `${deck}: Complete` }).isVisible()).toBe(true);
    }
    expect(problems).toEqual([]);
    await context.close();
  }, 120_000);

  it('unlaunches, edits, relaunches keeping progress and downloads the report of version 1', async () => {
    const { page, problems } = creator;
    await unlaunch(page);
    await openSection(page, 'Content');
    await addDeck(page, TOPIC, EXTRA, 'Article');
    await writeArticle(page, 'Report every near miss to your lead.');
    await saveDeckAndReturn(page, COURSE);

    await openSection(page, 'Launch');
    await launch(page, COURSE, 'keep');
    await seeMessage(
      page,
      'Launched again with progress kept; the results so far are saved as version 1. 1 learner was told.',
    );
    // Progress carried over into version 2: the learner is still complete.
    await page
      .getByRole('row', { name: /Farah Field/ })
      .getByText('Complete', { exact: true })
      .waitFor();

    await openSection(page, 'Analytics');
    await page.getByRole('tab', { name: 'Old versions' }).click();
    await page.getByRole('heading', { name: 'Old versions' }).waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the report of version 1' }).click();
    const file = await (await download).path();
    const rows = reportRows(await readFile(file, 'utf8'));
    expect(Object.keys(rows[0] ?? {})).toEqual([...VERSION_REPORT_COLUMNS]);
    expect(rows).toEqual([
      expect.objectContaining({ username: learner.username, completion: 'true', viewedPercentage: '100' }),
    ]);
    expect(problems).toEqual([]);
    await creator.context.close();
  }, 120_000);
});
