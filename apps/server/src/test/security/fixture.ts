import { randomUUID } from 'node:crypto';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { multipartWithFile, pngBytes } from '../../modules/assets/test-helpers';
import { multipartFile, scorm12Package } from '../../modules/content/formats/test-fixtures/scorm-packages';
import { enrol, makeArticle, makeCourse, makeProgram } from '../content-factory';
import { makeTeam, makeUser, signInAs } from '../factories';

/**
 * One team holding one object of every kind the API names by id, made through the API wherever a
 * route exists (so the objects are exactly what real use produces). The security suites aim
 * another team's tokens at these ids (tenancy) and malformed requests at them (fuzz).
 */

export type Headers = Record<string, string>;

const FEATURES = {
  banners: true,
  contests: true,
  exams: true,
  coins: true,
  social: true,
  guests: true,
  ssoLogin: true,
  codeLogin: true,
  otpLogin: true,
  mail: true,
};

/** A question of the assessment deck, as `decks/{id}/questions/{questionId}/check` names it. */
export const QUESTION_ID = 'q1';

function expectStatus(res: LightMyRequestResponse, status: number, what: string) {
  if (res.statusCode !== status) throw new Error(`fixture: ${what} answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

export async function seedTeam(app: FastifyInstance, label: string) {
  const team = await makeTeam(app, FEATURES);
  const adminUser = await makeUser(app, team.id, { license: 'Admin', username: `${label}admin${team.name}` });
  const learnerUser = await makeUser(app, team.id, { username: `${label}learner${team.name}` });
  const admin: Headers = { 'access-token': await signInAs(app, adminUser.username) };
  const learner: Headers = { 'access-token': await signInAs(app, learnerUser.username) };
  const post = async (url: string, headers: Headers, payload: object, status = 200) =>
    expectStatus(await app.inject({ method: 'POST', url: `/api/v3/${url}`, headers, payload }), status, url);

  const image = multipartWithFile({ content: await pngBytes(8, 8), filename: 'a.png' }, { name: 'Logo' });
  const asset = expectStatus(
    await app.inject({
      method: 'POST',
      url: '/api/v3/assets/create',
      headers: { ...admin, ...image.headers },
      payload: image.payload,
    }),
    201,
    'assets/create',
  );
  const zip = multipartFile('file', 'p.zip', await scorm12Package());
  const scormPackage = expectStatus(
    await app.inject({
      method: 'POST',
      url: '/api/v3/formats/scorm/upload',
      headers: { ...admin, ...zip.headers },
      payload: zip.payload,
    }),
    201,
    'formats/scorm/upload',
  );

  const question = {
    id: QUESTION_ID,
    type: 'single',
    prompt: 'Which one?',
    options: [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
    ],
    answer: ['b'],
  };
  const poll = {
    prompt: 'Lunch?',
    options: [
      { id: 'pizza', text: 'Pizza' },
      { id: 'salad', text: 'Salad' },
    ],
  };
  const made = await makeCourse(app, team.id, {
    name: `${label} course`,
    topics: [
      [
        { name: 'Read', category: 'article' },
        { name: 'Quiz', category: 'assessment', content: { questions: [question] } },
        { name: 'Poll', category: 'poll', content: poll },
        { name: 'Talk', category: 'discussion' },
        { name: 'Photo', category: 'photosubmission' },
        { name: 'Package', category: 'scorm', content: { packageId: scormPackage._id } },
        { name: 'Certificate', category: 'certificate', content: {} },
      ],
      [{ name: 'Second topic deck' }],
    ],
  });
  const [reading, quiz, pollDeck, discussion, photo, scormDeck, certificateDeck] = made.decks;
  if (!reading || !quiz || !pollDeck || !discussion || !photo || !scormDeck || !certificateDeck)
    throw new Error('fixture: decks missing');
  const course = made.course;
  const program = await makeProgram(app, team.id, [course.id]);
  const article = await makeArticle(app, team.id, { name: `${label} article` });
  await enrol(app, team.id, course.id, learnerUser.id);

  // Launched twice: the relaunch archives version 1 (courses/{id}/versions/{version}/report).
  await post(`courses/${course.id}/launch`, admin, { resetProgress: false });
  await post(`courses/${course.id}/launch`, admin, { resetProgress: false });
  const versions = (
    await app.inject({ url: `/api/v3/courses/${course.id}/versions`, headers: admin })
  ).json();

  const tag = await post('tags/create', admin, { name: `${label}tag${team.name}` }, 201);
  await post(`tags/${tag._id}/items`, admin, { courses: [course.id], articles: [article.id] });
  const banner = await post('banners/create', admin, { name: `${label} banner`, published: true }, 201);
  const reward = await post('rewards/create', admin, { name: `${label} reward`, costCoins: 5 }, 201);
  const contest = await post('contests/create', admin, { name: `${label} contest` }, 201);
  const notification = await post(
    `users/${learnerUser.id}/notifications/create`,
    admin,
    { message: { title: `${label} notice` } },
    201,
  );
  const articleComment = await post(`articles/${article.id}/comments/create`, learner, { text: 'Hi' }, 201);
  const deckComment = await post(`decks/${discussion.id}/comments/create`, learner, { text: 'Hi' }, 201);
  const provider = await post(
    `teams/${team.id}/identity-providers/create`,
    admin,
    { kind: 'sso', name: 'Corp SSO', issuer: 'https://127.0.0.1:9', clientId: 'id', clientSecret: 'secret' },
    201,
  );
  const rule = await post(
    `courses/${course.id}/rules/add`,
    admin,
    { rule: { field: 'department', operator: 'equals', value: 'Sales' } },
    201,
  );
  const event = (name: string, payload: object) => ({
    uuid: randomUUID(),
    name,
    payload,
    time: new Date().toISOString(),
  });
  const trackerError = await post('activity/submit_error', learner, {
    trackers: [event('DECK_COMPLETED', { deckId: reading.id, timeSpent: 5 })],
  });
  await post('activity/submit_queue', learner, {
    trackers: [event('DECK_COMPLETED', { deckId: certificateDeck.id, timeSpent: 5 })],
  });
  const certificates = (
    await app.inject({ url: '/api/v3/formats/certificates/mine', headers: learner })
  ).json().certificates;
  const photoUpload = multipartWithFile({ content: await pngBytes(8, 8), filename: 'me.png' });
  const submission = expectStatus(
    await app.inject({
      method: 'POST',
      url: `/api/v3/decks/${photo.id}/submissions`,
      headers: { ...learner, ...photoUpload.headers },
      payload: photoUpload.payload,
    }),
    201,
    'decks/{id}/submissions',
  );

  const socialUpload = multipartWithFile({ content: await pngBytes(8, 8), filename: 'feed.png' });
  const socialImage = expectStatus(
    await app.inject({
      method: 'POST',
      url: '/api/v3/social/images/create',
      headers: { ...learner, ...socialUpload.headers },
      payload: socialUpload.payload,
    }),
    201,
    'social/images/create',
  );
  const socialPost = await post('social/posts/create', learner, { html: `<p>${label} post</p>` }, 201);
  const socialComment = await post(
    `social/posts/${socialPost._id}/comments/create`,
    learner,
    { text: 'Hi' },
    201,
  );
  await post(`social/posts/${socialPost._id}/report`, admin, { reason: 'Fixture report' }, 201);
  const socialReport = (await app.inject({ url: '/api/v3/social/reports', headers: admin })).json()
    .reports[0];
  const savedReport = await post(
    'analytics/reports/saved/create',
    admin,
    {
      name: `${label} report`,
      courseIds: [course.id],
      range: { preset: 'last30' },
      columns: ['learner', 'status'],
      schedule: { frequency: 'weekly', format: 'csv', recipientIds: [learnerUser.id] },
    },
    201,
  );
  const challenge = (await app.inject('/api/v3/auth/challenge?purpose=helpdesk')).json() as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const ticket = await post(
    'tickets/create',
    learner,
    {
      category: 'technical',
      problem: `${label} ticket`,
      details: 'The video does not play',
      priority: 'low',
      altcha: Buffer.from(JSON.stringify({ challenge, solution })).toString('base64'),
    },
    201,
  );

  const ids = {
    savedReport: savedReport._id as string,
    ticket: ticket._id as string,
    asset: asset._id as string,
    assetUrl: asset.url as string,
    scormPackage: scormPackage._id as string,
    course: course.id,
    topic: made.topics[0]?.id as string,
    secondTopic: made.topics[1]?.id as string,
    decks: {
      reading: reading.id,
      quiz: quiz.id,
      poll: pollDeck.id,
      discussion: discussion.id,
      photo: photo.id,
      scorm: scormDeck.id,
      certificate: certificateDeck.id,
    },
    program: program.id,
    article: article.id,
    version: String(versions[0]?.version ?? 1),
    tag: tag._id as string,
    tagName: tag.name as string,
    banner: banner._id as string,
    reward: reward._id as string,
    contest: contest._id as string,
    articleComment: articleComment._id as string,
    deckComment: deckComment._id as string,
    provider: provider.id as string,
    rule: rule.rule._id as string,
    trackerError: trackerError._id as string,
    certificate: certificates[0]?._id as string,
    submission: submission._id as string,
    notification: notification._id as string,
    socialImage: socialImage._id as string,
    socialPost: socialPost._id as string,
    socialComment: socialComment._id as string,
    socialReport: socialReport._id as string,
  };
  const isId = (v: string) => /^[0-9a-f-]{36}$/.test(v);
  return {
    team,
    adminUser,
    learnerUser,
    tokens: { admin, learner },
    ids,
    /** Every id of the team's objects (the admin's own excepted), for fuzzed id fields. */
    idPool: [
      team.id,
      learnerUser.id,
      ...Object.values({ ...ids, ...ids.decks }).filter((v): v is string => typeof v === 'string' && isId(v)),
    ],
  };
}
export type SeededTeam = Awaited<ReturnType<typeof seedTeam>>;
