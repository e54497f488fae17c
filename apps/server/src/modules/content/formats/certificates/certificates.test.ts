import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../../db/schema';
import { createTestApp } from '../../../../test/app';
import { enrol, makeCourse } from '../../../../test/content-factory';
import { makeSignedInUser, makeUser, signInAs } from '../../../../test/factories';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp({ publicUrl: 'https://learn.example.com' });
});
afterAll(() => app.close());

async function learnerIn(teamId: string, courseId: string, name?: { first: string; last: string }) {
  const user = await makeUser(app, teamId);
  if (name)
    await app.db
      .update(users)
      .set({ firstName: name.first, lastName: name.last })
      .where(eq(users.id, user.id));
  await enrol(app, teamId, courseId, user.id);
  return { user, headers: { 'access-token': await signInAs(app, user.username) } };
}

async function courseWithCertificate(content: Record<string, unknown> = {}) {
  const admin = await makeSignedInUser(app, { license: 'Admin' });
  const { course, decks } = await makeCourse(app, admin.team.id, {
    name: 'Safety at work',
    topics: [[{ name: 'Read me' }, { name: 'Certificate deck', category: 'certificate', content }]],
  });
  const [reading, certificate] = decks as [(typeof decks)[number], (typeof decks)[number]];
  return { admin, course, reading, certificate };
}

const complete = (headers: Record<string, string>, deckId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/v3/activity/submit_queue',
    headers,
    payload: {
      trackers: [
        {
          uuid: randomUUID(),
          name: 'DECK_COMPLETED',
          payload: { deckId, timeSpent: 5 },
          time: new Date().toISOString(),
        },
      ],
    },
  });
const mine = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/v3/formats/certificates/mine', headers })).json()
    .certificates;

async function pdfLines(bytes: Buffer) {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const page = await doc.getPage(1);
  const content = await page.getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).filter(Boolean);
}
const pdfText = async (bytes: Buffer) => (await pdfLines(bytes)).join('\n');

describe('certificates', () => {
  it('issues one certificate when the learner completes the certificate deck', async () => {
    const { course, certificate } = await courseWithCertificate({ title: 'Certified safe worker' });
    const learner = await learnerIn(course.teamId, course.id, { first: 'Asha', last: 'Rao' });
    expect(await mine(learner.headers)).toEqual([]);

    expect((await complete(learner.headers, certificate.id)).statusCode).toBe(200);
    await complete(learner.headers, certificate.id);
    const list = await mine(learner.headers);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      deckId: certificate.id,
      courseId: course.id,
      learnerName: 'Asha Rao',
      courseName: 'Safety at work',
      title: 'Certified safe worker',
      verifyUrl: `https://learn.example.com/verify/${list[0]._id}`,
    });

    const issued = await app.inject({
      method: 'POST',
      url: `/api/v3/formats/certificates/${certificate.id}/issue`,
      headers: learner.headers,
    });
    expect(issued.statusCode).toBe(200);
    expect(issued.json()._id).toBe(list[0]._id);
  });

  it('waits for the whole course when the deck asks for it', async () => {
    const { course, reading, certificate } = await courseWithCertificate({ requireCourseCompletion: true });
    const learner = await learnerIn(course.teamId, course.id);
    await complete(learner.headers, certificate.id);
    expect(await mine(learner.headers)).toEqual([]);
    const early = await app.inject({
      method: 'POST',
      url: `/api/v3/formats/certificates/${certificate.id}/issue`,
      headers: learner.headers,
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe('Complete the course to receive this certificate');

    await complete(learner.headers, reading.id);
    const list = await mine(learner.headers);
    expect(list).toHaveLength(1);
    expect(list[0].title).toBe('Certificate deck');
  });

  it('answers 409 before the deck is complete, 404 for decks that are not certificates or are foreign', async () => {
    const { course, reading, certificate } = await courseWithCertificate();
    const learner = await learnerIn(course.teamId, course.id);
    const issue = (deckId: string, headers = learner.headers) =>
      app.inject({ method: 'POST', url: `/api/v3/formats/certificates/${deckId}/issue`, headers });
    expect((await issue(certificate.id)).statusCode).toBe(409);
    expect((await issue(reading.id)).statusCode).toBe(404);
    const stranger = await makeSignedInUser(app);
    expect((await issue(certificate.id, stranger.headers)).statusCode).toBe(404);
    expect((await issue('nope')).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/v3/formats/certificates/mine' })).statusCode).toBe(
      440,
    );
  });

  it('renders a PDF for the learner and builders of the team only', async () => {
    const { admin, course, certificate } = await courseWithCertificate();
    const learner = await learnerIn(course.teamId, course.id, { first: 'Meera', last: 'Iyer' });
    await complete(learner.headers, certificate.id);
    const [issued] = await mine(learner.headers);
    const url = `/api/v3/formats/certificates/${issued._id}/pdf`;

    const res = await app.inject({ method: 'GET', url, headers: learner.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Meera Iyer');
    expect(text).toContain('Safety at work');
    expect(text).toContain(issued._id);
    expect(text).toContain(`https://learn.example.com/verify/${issued._id}`);

    expect((await app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
    const colleague = await learnerIn(course.teamId, course.id);
    expect((await app.inject({ method: 'GET', url, headers: colleague.headers })).statusCode).toBe(404);
    const otherAdmin = await makeSignedInUser(app, { license: 'Admin' });
    expect((await app.inject({ method: 'GET', url, headers: otherAdmin.headers })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(440);
    const invalid = '/api/v3/formats/certificates/not-an-id/pdf';
    expect((await app.inject({ method: 'GET', url: invalid, headers: learner.headers })).statusCode).toBe(
      400,
    );
  });

  it.each([
    ['Hindi', 'प्रिया', 'शर्मा'],
    ['Bengali', 'অমিত', 'দাস'],
    ['Kannada', 'ಕಾವ್ಯಾ', 'ರಾವ್'],
    ['Malayalam', 'അനു', 'രാജ്'],
    ['Tamil', 'கார்த்திக்', 'ராஜா'],
    ['Telugu', 'శ్రీ', 'రెడ్డి'],
  ])('renders a %s name', async (_language, first, last) => {
    const { course, certificate } = await courseWithCertificate();
    const learner = await learnerIn(course.teamId, course.id, { first, last });
    await complete(learner.headers, certificate.id);
    const [issued] = await mine(learner.headers);
    expect(issued.learnerName).toBe(`${first} ${last}`);
    const res = await app.inject({
      method: 'GET',
      url: `/api/v3/formats/certificates/${issued._id}/pdf`,
      headers: learner.headers,
    });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Shaping puts some vowel signs before their consonant, so compare the letters, not their order.
    const letters = (text: string) => [...text.replace(/\s/g, '')].sort().join('');
    const lines = (await pdfLines(res.rawPayload)).map(letters);
    expect(lines).toContain(letters(`${first} ${last}`));
  });

  it('verifies publicly, showing only what the certificate shows', async () => {
    const { course, certificate } = await courseWithCertificate();
    const learner = await learnerIn(course.teamId, course.id);
    await complete(learner.headers, certificate.id);
    const [issued] = await mine(learner.headers);
    const res = await app.inject({ method: 'GET', url: `/api/v3/certificates/${issued._id}/verify` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      _id: issued._id,
      learnerName: issued.learnerName,
      courseName: 'Safety at work',
      title: 'Certificate deck',
      issuedAt: issued.issuedAt,
      valid: true,
    });
    const unknown = await app.inject({ method: 'GET', url: `/api/v3/certificates/${randomUUID()}/verify` });
    expect(unknown.statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v3/certificates/abc/verify' })).statusCode).toBe(
      400,
    );
  });
});
