import { AUTH_MESSAGES } from '@lp/shared/auth';
import { VALIDATION_MESSAGES } from '@lp/shared/validation';
import { afterAll, describe, expect, it } from 'vitest';
import { i18n, i18nReady } from '../../i18n/i18n.ts';
import { SERVER_ERRORS_NS } from '../../i18n/resources.ts';
import { authMessage } from './auth-message.ts';

describe('sign-in success messages', () => {
  afterAll(() => i18n.changeLanguage('en'));

  it('shows the server English in English and its translation in German', async () => {
    await i18nReady;
    expect(authMessage(AUTH_MESSAGES.otpSent)).toBe(AUTH_MESSAGES.otpSent);
    await i18n.changeLanguage('de');
    await i18n.loadNamespaces(SERVER_ERRORS_NS);
    expect(authMessage(AUTH_MESSAGES.otpSent)).toBe('Ein Einmalcode wurde an Ihr Telefon gesendet.');
    expect(authMessage(AUTH_MESSAGES.passwordChanged)).toBe('Ihr Passwort wurde geändert.');
    expect(authMessage('A message of another server')).toBe('A message of another server');
    expect(authMessage(VALIDATION_MESSAGES.usernameUnavailable)).toBe(
      i18n.t('validation.usernameUnavailable'),
    );
    expect(authMessage(VALIDATION_MESSAGES.usernameUnavailable)).not.toBe(
      VALIDATION_MESSAGES.usernameUnavailable,
    );
  });
});
