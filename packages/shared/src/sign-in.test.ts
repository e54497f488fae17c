import { describe, expect, it } from 'vitest';
import { signInFormSchema } from './auth.ts';
import { SIGN_IN_FIELD_MAX, signInFormErrors } from './sign-in.ts';

const long = 'a'.repeat(SIGN_IN_FIELD_MAX + 1);
const forms = [
  { username: 'learner', password: 'Secret1!' },
  { username: '  learner  ', password: ' ' },
  { username: '', password: '' },
  { username: '   ', password: 'x' },
  { username: long, password: 'x' },
  { username: ` ${'a'.repeat(SIGN_IN_FIELD_MAX)} `, password: 'x' },
  { username: 'x', password: long },
];

describe('signInFormErrors', () => {
  it.each(forms.map((form) => [JSON.stringify(form).slice(0, 60), form]))(
    'flags the fields signInFormSchema refuses: %s',
    (_, form) => {
      const parsed = signInFormSchema.safeParse(form);
      const refused = parsed.success ? [] : [...new Set(parsed.error.issues.map((i) => String(i.path[0])))];
      expect(Object.keys(signInFormErrors(form)).sort()).toEqual(refused.sort());
    },
  );

  it('says which field is missing', () => {
    expect(signInFormErrors({ username: ' ', password: '' })).toEqual({
      username: 'Username is required',
      password: 'Password is required',
    });
  });
});
