import { describe, expect, it } from '@jest/globals';
import fc from 'fast-check';
import { checkFields, loginForm, loginFormChecks, resetRequestForm, resetRequestFormChecks, validate } from '../index.js';

// What the sign-in screen's forms hold: text from the keyboard, with the cases the rules turn on.
const typed = fc.oneof(
  fc.string(),
  fc.constantFrom('', ' ', '  ada@lab.test ', 'Ada@Lab.TEST', 'ada@', 'ada@lab', 'a da@lab.test', ' pw ', 'x'.repeat(129), 'x'.repeat(128)),
  fc.emailAddress(),
  fc.emailAddress().map((address) => ` ${address.toUpperCase()}\t`),
  fc.string({ minLength: 120, maxLength: 300 }),
);

describe('the sign-in screen checks without zod', () => {
  it('words every login input as loginForm does', () => {
    fc.assert(
      fc.property(typed, typed, typed, (email, password, website) => {
        const values = { email, password, website }; // as the form holds them, honeypot included
        expect(checkFields(loginFormChecks, values)).toEqual(validate(loginForm, values).errors);
      }),
    );
  });

  it('words every reset request as resetRequestForm does', () => {
    fc.assert(
      fc.property(typed, (email) => {
        expect(checkFields(resetRequestFormChecks, { email })).toEqual(validate(resetRequestForm, { email }).errors);
      }),
    );
  });

  it('reports each field in rule order, with its form error code', () => {
    expect(checkFields(loginFormChecks, { email: ' ', password: 'x'.repeat(130) })).toEqual([
      { field: 'email', message: 'Email is required', code: 1 },
      { field: 'password', message: 'Too long by 2 characters', code: 2 },
    ]);
    expect(checkFields(loginFormChecks, { email: ' Ada@Lab.TEST ', password: ' ' })).toEqual([]);
  });
});
