import { isCommonPassword } from './common-passwords';
import type { Rule } from './core';

/*
 * The password rule in a module of its own: it carries the list of common passwords, which only
 * the pages with a password field need (a newsletter or contact page does not load it).
 */

/** Login accepts existing passwords of 6+ characters (spec); a new or changed one needs 8+ (decisions: ASVS 5.0, NIST). */
export const PASSWORD = { loginMin: 6, newMin: 8, max: 128 } as const;

/**
 * A password's length (in characters, not bytes); a new one is also refused when it is among the
 * passwords attackers try first (see `isCommonPassword`).
 */
export function password(purpose: 'login' | 'new'): Rule {
  const min = purpose === 'login' ? PASSWORD.loginMin : PASSWORD.newMin;
  return (v) => {
    if (v === '') return undefined;
    const length = [...v].length;
    if (length < min) return 'password-too-short';
    if (length > PASSWORD.max) return 'password-too-long';
    if (purpose === 'new' && isCommonPassword(v)) return 'password-common';
    return undefined;
  };
}
