import { describe, expect, it } from 'vitest';
import { parseApiError } from './error-body.ts';
import { apiErrorSchema } from './errors.ts';

const bodies: unknown[] = [
  { message: 'Incorrect username or password.' },
  { message: '', errorCode: 4 },
  { message: 'Invalid input', errors: [{ path: 'email', message: 'Malformed email address', extra: 1 }] },
  { message: 'Wait', messageKey: 'auth.signInWait', params: { seconds: 30, who: 'you' }, extra: true },
  { message: 'x', errors: [] },
  { message: 'x', errors: [{ path: 'a' }] },
  { message: 'x', errors: 'no' },
  { message: 'x', errorCode: 1.5 },
  { message: 'x', errorCode: '4' },
  { message: 'x', errorCode: 2 ** 60 },
  { message: 'x', messageKey: 3 },
  { message: 'x', params: { a: true } },
  { message: 'x', params: ['a'] },
  { message: 'x', params: null },
  { message: 'x', errors: undefined },
  { message: 3 },
  { error: 'Not Found' },
  [],
  null,
  'text',
  42,
];

describe('parseApiError', () => {
  it.each(bodies.map((body) => [JSON.stringify(body), body]))(
    'reads %s as apiErrorSchema does',
    (_, body) => {
      const parsed = apiErrorSchema.safeParse(body);
      expect(parseApiError(body)).toEqual(parsed.success ? parsed.data : null);
    },
  );
});
