import deTexts from '@lp/shared/i18n/messages/de.json';
import hiTexts from '@lp/shared/i18n/messages/hi.json';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, users } from '../../db/schema';
import { mailSettingsOf } from '../../jobs';
import { runOutboxOnce } from '../../jobs/notice-outbox.job';
import { createTestApp } from '../../test/app';
import { enrol } from '../../test/content-factory';
import { builderKit } from '../builder/test-kit';

let app: FastifyInstance;
let kit: ReturnType<typeof builderKit>;
beforeAll(async () => {
  app = await createTestApp();
  kit = builderKit(app);
});
afterAll(() => app.close());

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/{{(\w+)}}/g, (_, name: string) => values[name] ?? '');

async function learnerIn(teamId: string, lang: 'en' | 'de' | 'hi', courseId: string) {
  const member = await kit.member(teamId, 'Learner', { email: `${lang}-${teamId}@example.com` });
  await app.db.update(users).set({ lang }).where(eq(users.id, member.user.id));
  await enrol(app, teamId, courseId, member.user.id);
  return member;
}

const inboxTitles = async (member: { user: { id: string }; headers: Record<string, string> }) =>
  (await kit.get(`users/${member.user.id}/notifications/fetch/all`, member.headers))
    .json()
    .notifications.map((n: { title: string; description: string }) => [n.title, n.description]);

describe('notices in the recipient language', () => {
  it('writes one launch to a German, a Hindi and an English learner, each in their own language', async () => {
    const { team, creator } = await kit.crew();
    const made = await kit.ownedCourse(team.id, creator.user.id, { name: 'Brandschutz' });
    const de = await learnerIn(team.id, 'de', made.course.id);
    const hi = await learnerIn(team.id, 'hi', made.course.id);
    const en = await learnerIn(team.id, 'en', made.course.id);
    const launch = await kit.post(`courses/${made.course.id}/launch`, creator.headers, {
      resetProgress: false,
    });
    expect(launch.json().notified).toBe(3);
    await runOutboxOnce({ db: app.db, mail: mailSettingsOf(app) });

    const values = { course: 'Brandschutz', name: 'Test' };
    const mails = await app.db
      .select()
      .from(outbox)
      .where(inArray(outbox.recipient, [de.user.email ?? '', hi.user.email ?? '', en.user.email ?? '']));
    const mailTo = (address: string | null) => mails.find((m) => m.recipient === address);
    const link = `http://localhost:3000/courses/${made.course.id}`;

    expect(mailTo(de.user.email)).toMatchObject({
      subject: 'Neuer Kurs: Brandschutz',
      body: `Hallo Test,\n\nDer Kurs „Brandschutz“ steht Ihnen jetzt offen.\n\n${link}\n`,
    });
    expect(mailTo(hi.user.email)).toMatchObject({
      subject: fill(hiTexts.notices.launchCourse.title, values),
      body: `${fill(hiTexts.mail.greeting, values)}\n\n${fill(hiTexts.notices.launchCourse.text, values)}\n\n${link}\n`,
    });
    expect(mailTo(hi.user.email)?.subject).toBe('नया कोर्स: Brandschutz');
    expect(mailTo(en.user.email)).toMatchObject({
      subject: 'New course: Brandschutz',
      body: `Hello Test,\n\nThe course "Brandschutz" is now open for you.\n\n${link}\n`,
    });

    expect(await inboxTitles(de)).toEqual([
      ['Neuer Kurs: Brandschutz', 'Der Kurs „Brandschutz“ steht Ihnen jetzt offen.'],
    ]);
    expect(await inboxTitles(hi)).toEqual([
      [fill(hiTexts.notices.launchCourse.title, values), fill(hiTexts.notices.launchCourse.text, values)],
    ]);
    expect(await inboxTitles(en)).toEqual([
      ['New course: Brandschutz', 'The course "Brandschutz" is now open for you.'],
    ]);

    // The inbox is translated when it is read: a learner who switches language reads it anew.
    const switched = await kit.post(`users/${hi.user.id}/update/self`, hi.headers, { lang: 'de' });
    expect(switched.statusCode).toBe(200);
    expect(await inboxTitles(hi)).toEqual([
      [fill(deTexts.notices.launchCourse.title, values), fill(deTexts.notices.launchCourse.text, values)],
    ]);
  });

  it("keeps a colleague's own words as they wrote them after the translated text", async () => {
    const { team, creator } = await kit.crew();
    const made = await kit.ownedCourse(team.id, creator.user.id, { name: 'Erste Hilfe' });
    const de = await learnerIn(team.id, 'de', made.course.id);
    const sent = await kit.post(`users/${de.user.id}/email/courselink`, creator.headers, {
      course: made.course.id,
      message: 'Viel Erfolg!',
    });
    expect(sent.statusCode).toBe(200);
    await runOutboxOnce({ db: app.db, mail: mailSettingsOf(app) });
    const [mail] = await app.db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, de.user.email ?? ''));
    expect(mail?.subject).toBe('Ihr Link zu Erste Hilfe');
    expect(mail?.body).toContain(
      'Hier ist Ihr Link zum Kurs „Erste Hilfe“. Öffnen Sie ihn, um zu beginnen oder fortzufahren.\n\nTest User: Viel Erfolg!\n\n',
    );
  });
});
