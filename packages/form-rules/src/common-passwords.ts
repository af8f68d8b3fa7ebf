/**
 * Passwords attackers try first (OWASP ASVS 5.0 6.2.4, NIST 800-63B 3.1.1.2: refuse "commonly used,
 * expected or compromised" values). Two lists: whole passwords of 8+ characters that lead the
 * published breach rankings (NCSC top 100k, HaveIBeenPwned, the Hasso-Plattner-Institut's German
 * yearly lists), and the words people decorate with digits and a sign ("Sommer2026!", "Passwort1"),
 * in the shop's three languages. Shorter values fail on length before they get here.
 */
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set([
  '12345678',
  '123456789',
  '1234567890',
  '12345678910',
  '123123123',
  '11111111',
  '00000000',
  '88888888',
  '87654321',
  '98765432',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '1qaz2wsx',
  'qwertyuiop',
  'qwerty123',
  'qwertz123',
  'asdfghjkl',
  'asdf1234',
  'azertyuiop',
  'zxcvbnm123',
  'abc12345',
  'abcd1234',
  'a1b2c3d4',
  'aa123456',
  'password',
  'password1',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'passwort',
  'passwort1',
  'passwort123',
  'motdepasse',
  'wachtwoord',
  'iloveyou',
  'ichliebedich',
  'jetaime123',
  'letmein1',
  'welcome1',
  'sunshine',
  'princess',
  'football',
  'fussball',
  'baseball',
  'superman',
  'starwars',
  'trustno1',
  'whatever',
  'computer',
  'internet',
  'hallo123',
  'hallohallo',
  'schalke04',
  'borussia',
  'dortmund09',
  'bayern1900',
  'michael1',
  'schatzi1',
  'sonnenschein',
  'blumenwiese',
  'geheim123',
  'changeme',
  'administrator',
  'qwe12345',
]);

/** Words that stay weak however they are decorated ("Passwort2026!", "sommer1"). */
export const COMMON_WORDS: ReadonlySet<string> = new Set([
  'password',
  'passwort',
  'passwoord',
  'wachtwoord',
  'motdepasse',
  'mot-de-passe',
  'kennwort',
  'qwerty',
  'qwertz',
  'azerty',
  'asdfgh',
  'letmein',
  'welcome',
  'willkommen',
  'bienvenue',
  'welkom',
  'hallo',
  'bonjour',
  'admin',
  'sommer',
  'winter',
  'fruehling',
  'herbst',
  'summer',
  'spring',
  'autumn',
  'ete',
  'hiver',
  'zomer',
  'januar',
  'februar',
  'dezember',
  'schatz',
  'schatzi',
  'geheim',
  'secret',
  'iloveyou',
  'jetaime',
  'monkey',
  'dragon',
  'master',
  'shadow',
  'vitrine',
  'shop',
  'online',
  'einkaufen',
  'boutique',
  'winkel',
  'test',
  'login',
]);

/** The word a password decorates: lower case, without leading and trailing digits, signs and spaces. */
export function baseWord(value: string): string {
  return value
    .toLowerCase()
    .replace(/^[\d\s\p{P}\p{S}]+/u, '')
    .replace(/[\d\s\p{P}\p{S}]+$/u, '');
}

/** Longer lists `isCommonPassword` also refuses (lower case), added where their size does not matter. */
const addedLists: ReadonlySet<string>[] = [];

/**
 * Adds a list of passwords that {@link isCommonPassword} (and so the rule for new passwords) refuses
 * too: the gateway adds `RANKED_PASSWORDS` of `@vitrine/form-rules/ranked-passwords` (49 000
 * passwords, too large for a browser), the shop's forms keep the short lists above.
 */
export function addPasswordList(list: ReadonlySet<string>): void {
  if (!addedLists.includes(list)) addedLists.push(list);
}

/** Whether an attacker would try this password early (a whole common password, or a decorated common word). */
export function isCommonPassword(value: string): boolean {
  const lower = value.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return true;
  if (addedLists.some((list) => list.has(lower))) return true;
  const word = baseWord(value);
  if (COMMON_WORDS.has(word)) return true;
  // The same character over and over, or a run of the keyboard's digits ("aaaaaaaa", "44444444").
  return /^(.)\1+$/u.test(lower);
}
