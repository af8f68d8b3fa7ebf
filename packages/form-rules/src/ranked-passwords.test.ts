import { describe, expect, it } from 'vitest';
import { addPasswordList, isCommonPassword } from './common-passwords';
import { NEW_PASSWORD_FORM, validate } from './index';
import { RANKED_PASSWORDS } from './ranked-passwords';

describe('the ranked password list (the server’s)', () => {
  it('holds at least the 10 000 most common passwords, the most common first', () => {
    expect(RANKED_PASSWORDS.size).toBeGreaterThanOrEqual(10_000);
    expect([...RANKED_PASSWORDS].slice(0, 3)).toEqual(['123456', 'password', '12345678']);
  });

  it('refuses, once added, new passwords the short lists let through', () => {
    // In the ranking, not in the short lists the browser carries.
    for (const password of ['jennifer', 'corvette', 'q1w2e3r4t5', 'businessbabe']) {
      expect(RANKED_PASSWORDS.has(password)).toBe(true);
      expect(isCommonPassword(password)).toBe(false);
    }
    addPasswordList(RANKED_PASSWORDS);
    for (const password of ['jennifer', 'Corvette', 'q1w2e3r4t5', 'businessbabe']) expect(validate({ password }, NEW_PASSWORD_FORM)).toEqual({ password: 'password-common' });
    // A password of its own still passes.
    expect(validate({ password: 'Leuchtturm-am-Meer-9' }, NEW_PASSWORD_FORM)).toEqual({});
  });
});
