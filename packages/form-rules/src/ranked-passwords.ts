import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * The passwords of the breach rankings zxcvbn-ts keeps (`@zxcvbn-ts/language-common`, about 49 000,
 * the most common first), in lower case: what an attacker tries first, from a maintained list
 * instead of one typed in here. Too large for a browser bundle (about 380 KB): the server adds it to
 * the rule for new passwords with `addPasswordList(RANKED_PASSWORDS)`; the shop's forms check the
 * short lists of `isCommonPassword`, and the server's answer says the rest.
 */
export const RANKED_PASSWORDS: ReadonlySet<string> = new Set(dictionary['passwords-common'].map((password) => password.toLowerCase()));
