import { describe, expect, it } from 'vitest';
import {
  isValidEmail,
  isValidPassword,
  isValidUsername,
  passwordSchema,
  splitFullName,
  teamNameFromUsername,
  uploadTooLargeMessage,
  VALIDATION_MESSAGES,
} from './validation.ts';

describe('SPEC §5 validation', () => {
  it.each([
    ['Abcdef1!', true],
    ['Abcdef1#', false],
    ['Abcdef1@', true],
    ['abcdef1@', false],
    ['ABCDEF1@', false],
    ['Abcdefg@', false],
    ['Abcde1@', false],
    ['Abcdef1@ ', false],
    [`Aa1@${'x'.repeat(124)}`, true],
    [`Aa1@${'x'.repeat(125)}`, false],
  ])('password %j valid=%s', (password, valid) => {
    expect(isValidPassword(password)).toBe(valid);
  });

  it('reports the SPEC message for a bad password', () => {
    const result = passwordSchema.safeParse('short');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(VALIDATION_MESSAGES.passwordInvalid);
  });

  it.each([
    ['alice', true],
    ['abc', false],
    ['Alice', false],
    ['al ice', false],
    ['al_ice', false],
    ['user2024', true],
  ])('username %j valid=%s', (username, valid) => {
    expect(isValidUsername(username)).toBe(valid);
  });

  it.each([
    ['a@b.co', true],
    ['a@b', false],
    ['a b@c.de', false],
    ['', false],
  ])('email %j valid=%s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it('splits a full name on the first space', () => {
    expect(splitFullName('Ada Lovelace King')).toEqual({ first_name: 'Ada', last_name: 'Lovelace King' });
    expect(splitFullName('  Ada  ')).toEqual({ first_name: 'Ada', last_name: '' });
  });

  it('names a solo creator team from the username', () => {
    expect(teamNameFromUsername('jane.doe-1')).toBe('jane_doe_1');
  });
});

describe('uploadTooLargeMessage', () => {
  it('says the size and the limit in kB, as SPEC §5 words it', () => {
    expect(uploadTooLargeMessage(2_049_000, 2000)).toBe(
      'The upload size of 2001 kB is higher than the limit of 2000 kB. Please choose a smaller file.',
    );
  });
});
