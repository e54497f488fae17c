import { describe, expect, it } from 'vitest';
import { activeEmailDomain, companyAddress, companyDomainSchema, EMAIL_DOMAIN_MESSAGES } from './teams.ts';
import { VALIDATION_MESSAGES } from './validation.ts';

describe('companyAddress (SPEC §9 email-domain mode)', () => {
  it('combines a username with the company domain', () => {
    expect(companyAddress(' Priya.K ', 'acme.com')).toEqual({ ok: true, address: 'priya.k@acme.com' });
  });

  it('accepts a full address at the company domain, in any case', () => {
    expect(companyAddress('priya@ACME.com', 'acme.com')).toEqual({ ok: true, address: 'priya@acme.com' });
  });

  it('refuses an address at another domain, a subdomain included', () => {
    for (const typed of ['priya@gmail.com', 'priya@mail.acme.com', 'priya@acme.com.evil.io']) {
      expect(companyAddress(typed, 'acme.com'), typed).toEqual({
        ok: false,
        message: EMAIL_DOMAIN_MESSAGES.otherDomain('acme.com'),
      });
    }
  });

  it('refuses an empty username and one no address can hold', () => {
    expect(companyAddress('@acme.com', 'acme.com')).toEqual({
      ok: false,
      message: EMAIL_DOMAIN_MESSAGES.usernameRequired,
    });
    expect(companyAddress('pri ya', 'acme.com')).toEqual({
      ok: false,
      message: VALIDATION_MESSAGES.emailMalformed,
    });
  });
});

describe('companyDomainSchema', () => {
  it('keeps host names with a dot, lowercased', () => {
    expect(companyDomainSchema.parse(' Mail.Acme.CO.in ')).toBe('mail.acme.co.in');
    expect(companyDomainSchema.parse('xn--bcher-kva.de')).toBe('xn--bcher-kva.de');
  });

  it('refuses what is no company domain', () => {
    for (const bad of [
      '',
      'localhost',
      'acme..com',
      '-acme.com',
      'acme.com.',
      'a b.com',
      '10.0.0.1',
      'x@acme.com',
    ]) {
      expect(companyDomainSchema.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('activeEmailDomain', () => {
  it('is the domain only while the flag is on and a domain is set', () => {
    expect(activeEmailDomain({ features: { emailDomainMode: true }, emailDomain: 'acme.com' })).toBe(
      'acme.com',
    );
    expect(activeEmailDomain({ features: {}, emailDomain: 'acme.com' })).toBeNull();
    expect(activeEmailDomain({ features: { emailDomainMode: true }, emailDomain: null })).toBeNull();
  });
});
