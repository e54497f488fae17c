import { AUTH_MESSAGES } from '@lp/shared/auth';
import { LANGUAGES } from '@lp/shared/constants';
import { COUPON_MESSAGES } from '@lp/shared/gamification/rewards';
import { HELPDESK_MESSAGES } from '@lp/shared/helpdesk';
import { keyedMessage, messageKeyOf } from '@lp/shared/i18n/message-keys';
import { VALIDATION_MESSAGES } from '@lp/shared/validation';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../i18n/i18n.ts';
import { loadBundle, SERVER_ERRORS_NS } from '../i18n/resources.ts';
import { errorMessage, toApiClientError } from './api-error.ts';

const fromServer = (status: number, body: object) => toApiClientError(status, JSON.stringify(body));

const wrongCredentials = { message: AUTH_MESSAGES.wrongCredentials, messageKey: 'auth.wrongCredentials' };

describe('API errors in the reader language', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it.each(LANGUAGES)('shows an error by its key in %s', async (lang) => {
    await i18nReady;
    await i18n.changeLanguage(lang);
    await i18n.loadNamespaces(SERVER_ERRORS_NS);
    const texts = (await loadBundle(lang, SERVER_ERRORS_NS)) as { auth: Record<string, string> };
    const shown = errorMessage(fromServer(401, wrongCredentials), 'fallback');
    expect(shown).toBe(texts.auth.wrongCredentials);
    if (lang === 'en') expect(shown).toBe(AUTH_MESSAGES.wrongCredentials);
    else expect(shown).not.toBe(AUTH_MESSAGES.wrongCredentials);
  });

  it('fills in the values of a message and picks its plural form', async () => {
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces(SERVER_ERRORS_NS);
    expect(errorMessage(fromServer(403, keyedMessage('plan.maxUsers', 25)), '')).toBe(
      'Ihr Tarif erlaubt 25 aktive Benutzer. Deaktivieren Sie einen Benutzer oder wechseln Sie zu einem größeren Tarif, um weitere hinzuzufügen.',
    );
    expect(errorMessage(fromServer(429, keyedMessage('auth.signInWait', 1)), '')).toContain('1 Sekunde ');
    expect(errorMessage(fromServer(429, keyedMessage('auth.signInWait', 30)), '')).toContain('30 Sekunden ');
  });

  it('shows the refusals of every catalogue in the reader language, fixed and with values', async () => {
    // The body the server sends for a fixed text: its key comes from the shared catalogue.
    const refusal = (status: number, message: string) =>
      fromServer(status, { message, messageKey: messageKeyOf(message) });
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces(SERVER_ERRORS_NS);
    expect(errorMessage(refusal(409, HELPDESK_MESSAGES.ticketClosed), '')).toBe(
      'Dieses Ticket ist geschlossen und kann nicht mehr geändert werden.',
    );
    expect(errorMessage(fromServer(409, keyedMessage('tag.taken', 'Onboarding')), '')).toBe(
      'Ein Tag namens Onboarding existiert bereits',
    );
    await i18n.changeLanguage('hi');
    await i18n.loadNamespaces(SERVER_ERRORS_NS);
    expect(errorMessage(refusal(404, COUPON_MESSAGES.invalid), '')).toBe('अमान्य कूपन कोड');
    expect(errorMessage(refusal(403, HELPDESK_MESSAGES.helpdeskOff), '')).toBe(
      'इस टीम के लिए हेल्पडेस्क उपलब्ध नहीं है।',
    );
  });

  it('translates the form rules by the keys the web app already has', async () => {
    await i18n.changeLanguage('hi');
    const error = fromServer(400, {
      message: VALIDATION_MESSAGES.emailMalformed,
      messageKey: 'validation.emailMalformed',
    });
    expect(errorMessage(error, '')).toBe(i18n.t('validation.emailMalformed'));
    expect(errorMessage(error, '')).not.toBe(VALIDATION_MESSAGES.emailMalformed);
  });

  it("shows SPEC's English as it came when there is no key or no translation", async () => {
    await i18n.changeLanguage('hi');
    expect(errorMessage(fromServer(409, { message: 'This user is deactivated.' }), 'x')).toBe(
      'This user is deactivated.',
    );
    expect(
      errorMessage(fromServer(409, { message: 'Something new', messageKey: 'auth.notYetTranslated' }), 'x'),
    ).toBe('Something new');
    expect(errorMessage(new Error('boom'), 'the fallback')).toBe('the fallback');
  });
});
