import { describe, expect, it } from 'vitest';
import { makeToken } from '../test/factories.ts';
import { decodeJwtPayload, isTokenUsable } from './jwt.ts';

describe('jwt', () => {
  it('decodes a base64url payload', () => {
    expect(decodeJwtPayload(makeToken())).toMatchObject({ sid: 'session-1' });
  });

  it('rejects tokens that are not three parts or not JSON', () => {
    expect(decodeJwtPayload('abc')).toBeNull();
    expect(decodeJwtPayload('a.%%%.c')).toBeNull();
    expect(isTokenUsable('a.b.c')).toBe(false);
  });

  it('accepts unexpired tokens and rejects expired or missing ones', () => {
    expect(isTokenUsable(makeToken(60))).toBe(true);
    expect(isTokenUsable(makeToken(-60))).toBe(false);
    expect(isTokenUsable(null)).toBe(false);
    expect(isTokenUsable('')).toBe(false);
  });
});
