import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientLanguage } from '../../lib/i18n';
import { createTestApp } from '../../test/app';
import { makeTeam, makeUser } from '../../test/factories';
import { lastMessageTo } from '../../test/outbox';
import { certificateWords } from '../content/formats/certificates/pdf';
import { updateUser } from '../users/service';

let app: FastifyInstance;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('what the server writes to one person, in their language', () => {
  it('texts the one-time code in Hindi to a Hindi user and in German to a German one', async () => {
    const team = await makeTeam(app, { otpLogin: true });
    const sms: Record<string, string> = {};
    for (const lang of ['hi', 'de'] as const) {
      const user = await makeUser(app, team.id);
      const phone = String(Math.floor(1e9 + Math.random() * 8e9));
      await updateUser(app.db, user.id, { phone, lang });
      const sent = await app.inject({ method: 'POST', url: `/api/v3/auth/otp/generate/${phone}` });
      expect(sent.statusCode).toBe(200);
      sms[lang] = (await lastMessageTo(app, phone))?.body ?? '';
    }
    expect(sms.hi).toMatch(/^आपका साइन-इन कोड \d{6} है। यह 5 मिनट में समाप्त हो जाएगा।$/);
    expect(sms.de).toMatch(/^Ihr Anmeldecode lautet \d{6}\. Er läuft in 5 Minuten ab\.$/);
  });

  it('mails the password reset link in the account language', async () => {
    const team = await makeTeam(app);
    const user = await makeUser(app, team.id, { email: 'hindi-reset@example.com' });
    await updateUser(app.db, user.id, { lang: 'hi' });
    const asked = await app.inject({
      method: 'POST',
      url: '/api/v3/auth/reset_password',
      payload: { email: 'hindi-reset@example.com' },
    });
    expect(asked.statusCode).toBe(200);
    const mail = await lastMessageTo(app, 'hindi-reset@example.com');
    expect(mail?.subject).toBe('अपना पासवर्ड रीसेट करें');
    expect(mail?.body).toMatch(/^नमस्ते Test,\n\nकिसी ने आपके खाते "user\w+" का पासवर्ड रीसेट करने/);
    expect(mail?.body).toContain('/reset-password?token=');
  });

  it('writes the certificate and its date in the learner language, with Intl formatting the date', () => {
    const certificate = {
      id: 'c1',
      title: 'Safety',
      learnerName: 'Asha',
      courseName: 'Fire',
      issuedAt: new Date('2026-03-05T23:30:00Z'),
      verifyUrl: 'https://example.com/verify/c1',
    };
    const long = (locale: string) =>
      new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(certificate.issuedAt);
    const de = certificateWords({ ...certificate, lang: 'de' });
    expect(de.issuedOn).toBe('Ausgestellt am 5. März 2026');
    expect(de.certifies).toBe('Hiermit wird bescheinigt, dass');
    const hi = certificateWords({ ...certificate, lang: 'hi' });
    expect(hi.issuedOn).toBe(`जारी करने की तिथि: ${long('hi')}`);
    expect(hi.issuedOn).not.toContain('March');
    expect(certificateWords({ ...certificate, lang: 'en' }).issuedOn).toBe('Issued on March 5, 2026');
  });

  it("falls back to the team's first language, then English", () => {
    expect(recipientLanguage('ta', ['de'])).toBe('ta');
    expect(recipientLanguage('xx', ['fr', 'de'])).toBe('de');
    expect(recipientLanguage(undefined, [])).toBe('en');
  });
});
