import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CONTACT_FIELDS, CONTACT_MESSAGE_MAX, CONTACT_SUBJECTS, CONTACT_TOPICS, contactForm } from './contact';
import { addressForm, validate } from './index';
import { NEWSLETTER_FORM, NEWSLETTER_FREQUENCIES, newsletterFrequencies, parseNewsletterOption } from './newsletter';

const valid = {
  salutation: 'female',
  firstName: 'Jana',
  lastName: 'Krüger',
  street: 'Hauptstraße',
  houseNumber: '5a',
  postalCode: '20095',
  city: 'Hamburg',
  email: 'jana@example.de',
  phone: '',
  customerNumber: '',
  birthday: '',
  subject: 'returns',
  message: 'Die Lampe kam mit einem Sprung an.',
};

describe('the contact form (spec §3, §5)', () => {
  it('takes a complete message; phone, customer number and birthday are optional', () => {
    expect(validate(valid, contactForm('DE'))).toEqual({});
    expect(validate({ ...valid, phone: '+49 40 123456', customerNumber: '10000001', birthday: '01.02.1990' }, contactForm('DE'))).toEqual({});
  });

  it('names its fields in the form’s order (CONTACT_FIELDS is the rules’ own list)', () => {
    expect(CONTACT_FIELDS).toEqual(Object.keys(contactForm('DE')));
  });

  it('has the address form’s fields and rules, the shop’s postal codes', () => {
    for (const field of Object.keys(addressForm('DE'))) expect(CONTACT_FIELDS).toContain(field);
    expect(validate({ ...valid, postalCode: '8001' }, contactForm('DE')).postalCode).toBe('postal-code-invalid');
    expect(validate({ ...valid, postalCode: '8001' }, contactForm('CH'))).toEqual({});
  });

  it('says each wrong field with the spec’s codes', () => {
    expect(
      validate(
        { ...valid, firstName: '', email: 'jana@', phone: 'abc', customerNumber: '12a', birthday: '31.02.1990', message: 'x'.repeat(CONTACT_MESSAGE_MAX + 1) },
        contactForm('DE'),
      ),
    ).toEqual({ firstName: 'required', email: 'email-invalid', phone: 'phone-invalid', customerNumber: 'digits-only', birthday: 'date-invalid', message: 'too-long' });
  });

  it('takes only the subjects the shop offers; applications are no subject', () => {
    expect(validate({ ...valid, subject: 'application' }, contactForm('DE')).subject).toBe('required');
    expect(validate({ ...valid, subject: 'lend-money' }, contactForm('CH', ['other'])).subject).toBe('required');
    expect(validate({ ...valid, subject: '' }, contactForm('DE')).subject).toBe('required');
    expect(CONTACT_TOPICS).toEqual([...CONTACT_SUBJECTS, 'application']);
  });
});

describe('the newsletter forms (spec §3, §4)', () => {
  it('signs up an e-mail address', () => {
    expect(validate({ email: 'jana@example.de' }, NEWSLETTER_FORM)).toEqual({});
    expect(validate({ email: '' }, NEWSLETTER_FORM)).toEqual({ email: 'required' });
    expect(validate({ email: 'jana@' }, NEWSLETTER_FORM)).toEqual({ email: 'email-invalid' });
  });

  it('offers every frequency in the base, weekly and daily elsewhere', () => {
    expect(newsletterFrequencies(true)).toEqual([0, 1, 2, 3]);
    expect(newsletterFrequencies(false)).toEqual([0, 1]);
  });

  it('reads spec §3’s option values and nothing else', () => {
    expect(parseNewsletterOption('pause|-100')).toEqual({ kind: 'pause' });
    expect(parseNewsletterOption('unsubscribe|99')).toEqual({ kind: 'unsubscribe' });
    for (const frequency of NEWSLETTER_FREQUENCIES) expect(parseNewsletterOption(`frequency|${frequency}`)).toEqual({ kind: 'frequency', frequency });
    expect(parseNewsletterOption('frequency|3', newsletterFrequencies(false))).toBeUndefined();
    for (const other of ['frequency|4', 'frequency|', 'pause|7', 'unsubscribe', '', 'frequency|1 ']) expect(parseNewsletterOption(other)).toBeUndefined();
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (value) => {
        const parsed = parseNewsletterOption(value);
        expect(parsed === undefined).toBe(!['pause|-100', 'unsubscribe|99', 'frequency|0', 'frequency|1', 'frequency|2', 'frequency|3'].includes(value));
      }),
    );
  });
});
