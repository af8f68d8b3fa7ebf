import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseWord, COMMON_PASSWORDS, COMMON_WORDS, isCommonPassword } from './common-passwords';
import {
  addressForm,
  CUSTOMER_NUMBER_LOGIN_FORM,
  LOGIN_FORM,
  REGISTRATION_FORM,
  check,
  date,
  isoDate,
  digitsOnly,
  email,
  iban,
  isPaybackNumber,
  maskIban,
  MESSAGES_DE,
  normaliseIban,
  noSpecialCharacters,
  noSpecialCharactersOrNumbers,
  phone,
  postalCode,
  isPostalCountry,
  required,
  validate,
} from './index';
import { password, PASSWORD } from './password';

describe('spec §5 rules', () => {
  it('requires a value', () => {
    expect(required('')).toBe('required');
    expect(required('   ')).toBe('required');
    expect(required('x')).toBeUndefined();
    expect(MESSAGES_DE.required).toBe('Dies ist ein Pflichtfeld.');
  });
  it('checks e-mail addresses with the spec’s message', () => {
    for (const ok of ['kunde@vitrine.ch', 'a.b+c@sub.example.de', '']) expect(email(ok)).toBeUndefined();
    for (const bad of ['kunde', 'kunde@', '@vitrine.ch', 'a b@c.de', 'a@b', 'a@b..de', 'a@b.c']) expect(email(bad)).toBe('email-invalid');
    expect(MESSAGES_DE['email-invalid']).toBe('Die E-Mail-Adresse ist nicht gültig.');
  });
  it('lets login accept 6+ characters but asks 8+ of a new password', () => {
    expect(password('login')('12345')).toBe('password-too-short');
    expect(password('login')('123456')).toBeUndefined();
    expect(password('new')('1234567')).toBe('password-too-short');
    expect(password('new')('Tulpen-88')).toBeUndefined();
    expect(password('new')('12345678')).toBe('password-common');
    expect(password('new')('x'.repeat(129))).toBe('password-too-long');
    expect(check('', [required, password('login')])).toBe('required');
  });
  it('accepts real dates only', () => {
    for (const ok of ['2026-02-28', '29.02.2024', '1.1.1990', '']) expect(date(ok)).toBeUndefined();
    for (const bad of ['2026-02-29', '31.04.2026', '2026-13-01', 'gestern', '01.01.1899']) expect(date(bad)).toBe('date-invalid');
  });
  it('allows digits only, empty included, with the spec’s message', () => {
    expect(digitsOnly('')).toBeUndefined();
    expect(digitsOnly('0123')).toBeUndefined();
    expect(digitsOnly('12a')).toBe('digits-only');
    expect(digitsOnly(' 12')).toBe('digits-only');
    expect(MESSAGES_DE['digits-only']).toBe('Nur Zahlen sind erlaubt');
  });
  it('keeps special characters and numbers out of names', () => {
    for (const ok of ['Zoë', 'Jean-Luc', "d'Alembert", 'Müller-Lüdenscheidt', 'Ørsted']) expect(noSpecialCharactersOrNumbers(ok)).toBeUndefined();
    for (const bad of ['R2D2', 'Anna!', '<script>']) expect(noSpecialCharactersOrNumbers(bad)).toBe('no-special-characters-or-numbers');
    expect(noSpecialCharacters('Bahnhofstrasse 12a')).toBeUndefined();
    expect(noSpecialCharacters('Haupt#str')).toBe('no-special-characters');
  });
  it('checks IBANs with their country length and checksum', () => {
    for (const ok of ['DE89 3704 0044 0532 0130 00', 'CH93 0076 2011 6238 5295 7', 'NL91ABNA0417164300', 'AT611904300234573201', 'li21 0881 0000 2324 013a a']) {
      expect(iban(ok), ok).toBeUndefined();
    }
    for (const bad of ['DE89 3704 0044 0532 0130 01', 'DE89370400440532013', 'CH9300762011623852958', 'XX00', '12345']) expect(iban(bad), bad).toBe('iban-invalid');
  });
  it('detects every single changed digit of a valid IBAN (property)', () => {
    const valid = 'DE89370400440532013000';
    fc.assert(
      fc.property(fc.integer({ min: 4, max: valid.length - 1 }), fc.integer({ min: 1, max: 9 }), (i, delta) => {
        const digit = (Number(valid[i]) + delta) % 10;
        expect(iban(valid.slice(0, i) + digit + valid.slice(i + 1))).toBe('iban-invalid');
      }),
    );
  });
  it('checks postal codes per country', () => {
    expect(postalCode('CH')('8001')).toBeUndefined();
    expect(postalCode('CH')('80010')).toBe('postal-code-invalid');
    expect(postalCode('LI')('9490')).toBeUndefined();
    expect(postalCode('LI')('8001')).toBe('postal-code-invalid');
    expect(postalCode('DE')('10115')).toBeUndefined();
    expect(postalCode('DE')('1011')).toBe('postal-code-invalid');
    expect(postalCode('AT')('1010')).toBeUndefined();
    expect(postalCode('NL')('1012 AB')).toBeUndefined();
    expect(postalCode('NL')('1012ab')).toBeUndefined();
    expect(postalCode('NL')('0123 AB')).toBe('postal-code-invalid');
    expect(postalCode('NL')('1012 SS')).toBe('postal-code-invalid');
    expect(postalCode('DE')('')).toBeUndefined();
  });
  it('knows which countries have postal-code rules', () => {
    for (const country of ['DE', 'AT', 'CH', 'LI', 'NL']) expect(isPostalCountry(country)).toBe(true);
    for (const other of ['FR', 'de', '', 'toString', undefined, 7]) expect(isPostalCountry(other)).toBe(false);
  });
  it('validates a whole form, first failing rule per field', () => {
    const errors = validate(
      { firstname: 'Anna', lastname: '', email: 'anna@', postalcode: '80O1' },
      { firstname: [required, noSpecialCharactersOrNumbers], lastname: [required], email: [required, email], postalcode: [required, digitsOnly] },
    );
    expect(errors).toEqual({ lastname: 'required', email: 'email-invalid', postalcode: 'digits-only' });
  });
});

describe('common passwords (ASVS 6.2.4)', () => {
  it('refuses a new password attackers try first, however it is decorated, and lets login accept it', () => {
    for (const weak of ['password', 'Passwort123', 'Sommer2026!', '12345678', 'qwertz123', 'MotDePasse!', 'Wachtwoord1', '!!Vitrine2026', 'aaaaaaaa'])
      expect(password('new')(weak), weak).toBe('password-common');
    expect(password('login')('Passwort123')).toBeUndefined();
    for (const ok of ['Vitrine-Demo-2026', 'correct horse battery', 'Kaffeetasse-am-Morgen']) expect(password('new')(ok), ok).toBeUndefined();
  });
  it('keeps every entry of the lists long enough to matter and in lower case', () => {
    for (const entry of COMMON_PASSWORDS) {
      expect(entry.length).toBeGreaterThanOrEqual(PASSWORD.newMin);
      expect(entry).toBe(entry.toLowerCase());
    }
    for (const word of COMMON_WORDS) expect(baseWord(word)).toBe(word);
  });
  it('finds a common word under any digits and signs around it (property)', () => {
    const decoration = fc.string({ unit: fc.constantFrom(...'0123456789!?.#*-_ '), maxLength: 6 });
    fc.assert(
      fc.property(fc.constantFrom(...COMMON_WORDS), decoration, decoration, fc.boolean(), (word, before, after, upper) => {
        expect(isCommonPassword(`${before}${upper ? word.toUpperCase() : word}${after}`)).toBe(true);
      }),
    );
  });
  it('accepts any long enough password that is not built on a common word (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'bcdfghjklmnpqrstvwxzBCDFG'), minLength: 12, maxLength: 40 }), (value) => {
        fc.pre(!/^(.)\1+$/.test(value.toLowerCase()) && !COMMON_WORDS.has(baseWord(value)));
        expect(password('new')(value)).toBeUndefined();
      }),
    );
  });
});

describe('identity forms', () => {
  it('check a registration field by field in the form’s order', () => {
    expect(validate({ firstName: '', lastName: 'K3ller', email: 'x@', dateOfBirth: '1990-02-30', password: 'Passwort1' }, REGISTRATION_FORM)).toEqual({
      firstName: 'required',
      lastName: 'no-special-characters-or-numbers',
      email: 'email-invalid',
      dateOfBirth: 'date-invalid',
      password: 'password-common',
    });
    expect(Object.keys(REGISTRATION_FORM)).toEqual(['firstName', 'lastName', 'email', 'dateOfBirth', 'password']);
    expect(validate({ email: 'anna@example.de', password: 'Passwort1' }, LOGIN_FORM)).toEqual({});
    expect(validate({ customerNumber: '12a', dateOfBirth: '' }, CUSTOMER_NUMBER_LOGIN_FORM)).toEqual({ customerNumber: 'digits-only', dateOfBirth: 'required' });
  });
});

describe('address form', () => {
  it('checks an address per country and refuses overlong fields', () => {
    const ok = { salutation: 'female', firstName: 'Zoë', lastName: "d'Alembert", street: 'Bahnhofstrasse', houseNumber: '12a', postalCode: '8001', city: 'Zürich' };
    expect(validate(ok, addressForm('CH'))).toEqual({});
    expect(validate(ok, addressForm('DE'))).toEqual({ postalCode: 'postal-code-invalid' });
    expect(validate({ ...ok, postalCode: '1012 AB' }, addressForm('NL'))).toEqual({});
    expect(validate({ ...ok, street: 'x'.repeat(61), salutation: 'sir', city: 'Zürich 1' }, addressForm('CH'))).toEqual({
      street: 'too-long',
      salutation: 'required',
      city: 'no-special-characters-or-numbers',
    });
    expect(validate({}, addressForm('LI'))).toMatchObject({ firstName: 'required', postalCode: 'required' });
  });
});

describe('isoDate', () => {
  it('writes a date the rule accepts as YYYY-MM-DD', () => {
    expect(isoDate('1.9.1990')).toBe('1990-09-01');
    expect(isoDate(' 1990-09-01 ')).toBe('1990-09-01');
    // Every German date the rule accepts comes out as an ISO date the rule accepts too (property).
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2099-12-31'), noInvalidDate: true }), (d) => {
        const german = `${d.getUTCDate()}.${d.getUTCMonth() + 1}.${d.getUTCFullYear()}`;
        expect(isoDate(german)).toBe(d.toISOString().slice(0, 10));
        expect(date(isoDate(german))).toBeUndefined();
      }),
    );
  });
});

describe('phone numbers and the masked IBAN (personal data)', () => {
  it('takes numbers as people write them, 6 to 15 digits', () => {
    for (const ok of ['', '+49 30 1234567', '030/123 45 67', '(044) 123-45-67', '+41.44.123.45.67', '0612345678']) expect(phone(ok)).toBeUndefined();
    for (const bad of ['12345', 'call me', '+49 30 12345a', '+1234567890123456', '++49 30 1234567', '49+301234567']) expect(phone(bad)).toBe('phone-invalid');
    expect(MESSAGES_DE['phone-invalid']).toBe('Die Telefonnummer ist nicht gültig.');
  });

  it('shows an IBAN with only its country, check digits and last four characters, in groups of four', () => {
    expect(maskIban('DE89 3704 0044 0532 0130 00')).toBe('DE89 •••• •••• •••• ••30 00');
    expect(maskIban('ch9300762011623852957')).toBe('CH93 •••• •••• •••• •295 7');
    fc.assert(
      fc.property(fc.stringMatching(/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/), (value) => {
        const masked = maskIban(value);
        const bare = masked.replace(/ /g, '');
        expect(bare.length).toBe(value.length);
        expect(bare.slice(0, 4)).toBe(value.slice(0, 4));
        expect(bare.slice(-4)).toBe(value.slice(-4));
        expect(bare.slice(4, -4)).toMatch(/^•+$/);
        expect(normaliseIban(masked)).toBe(bare);
      }),
    );
  });
});

describe('PAYBACK customer numbers', () => {
  it('takes 10 digits whose last is the check digit of the card number', () => {
    expect(isPaybackNumber('4711081501')).toBe(true);
    expect(isPaybackNumber('4711 0815 01')).toBe(true);
    expect(isPaybackNumber('4711081509')).toBe(false);
    expect(isPaybackNumber('471108150')).toBe(false);
    expect(isPaybackNumber('47110815011')).toBe(false);
    expect(MESSAGES_DE['payback-invalid']).toBe('Die PAYBACK Kundennummer ist nicht gültig.');
  });

  it('has exactly one check digit for every nine digits, and refuses any single wrong digit', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (nine, at, shift) => {
        const valid = [...'0123456789'].filter((d) => isPaybackNumber(nine + d));
        expect(valid).toHaveLength(1);
        const number = nine + valid[0]!;
        const wrong = number.slice(0, at) + String((Number(number[at]) + shift) % 10) + number.slice(at + 1);
        expect(isPaybackNumber(wrong)).toBe(false);
      }),
    );
  });
});
