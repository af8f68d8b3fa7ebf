import fc from 'fast-check';
import { contactForm, CONTACT_SUBJECTS, validate } from '@vitrine/form-rules';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { MB } from '@vitrine/upload-rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql, shopFetch, startTestGateway, type TestGateway } from './harness';

let gateway: TestGateway;
let now = new Date();
beforeAll(async () => {
  gateway = await startTestGateway({ products: 2, clock: { now: () => now } });
});
afterAll(() => gateway.close());

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];
const PDF = [0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37];
const bytes = (head: number[], size = 200) => {
  const out = new Uint8Array(size);
  out.set(head);
  return out;
};

const headers = (visitor: string, tenant = 'base') => ({ 'x-vitrine-tenant': tenant, 'x-vitrine-visitor': visitor });

async function upload(visitor: string, name: string, body: Uint8Array, tenant = 'base') {
  const res = await shopFetch(new URL('/api/contact/uploads', gateway.base), {
    method: 'POST',
    headers: { ...headers(visitor, tenant), 'content-type': 'application/octet-stream', 'x-upload-name': encodeURIComponent(name) },
    body,
  });
  return { status: res.status, body: (await res.json()) as { id?: string; name?: string; size?: number; error?: { code: string } } };
}

const SEND = `mutation($input: ContactMessageInput!) { sendContactMessage(input: $input) { __typename
  ... on ContactMessageSent { reference attachments }
  ... on ContactFormRefused { problems { field code } attachmentProblems { id code } }
  ... on ContactRefused { reason } } }`;

const FIELDS = {
  salutation: 'female',
  firstName: 'Jana',
  lastName: 'Krüger',
  street: 'Hauptstraße',
  houseNumber: '5a',
  postalCode: '20095',
  city: 'Hamburg',
  email: 'jana.krueger@example.de',
  phone: '',
  customerNumber: '',
  birthday: '',
  subject: 'returns',
  message: 'Die Lampe kam mit einem Sprung im Glas an. Fotos anbei.',
};
const input = (change: Record<string, unknown> = {}) => ({
  input: { ...FIELDS, attachments: [], optOutNewsletter: false, optOutAdvertising: true, optOutMarketing: false, locale: 'de-DE', ...change },
});
const send = async (visitor: string, variables: { input: Record<string, unknown> }, tenant = 'base') =>
  (await graphql(gateway.base, SEND, variables, { headers: headers(visitor, tenant) })).body;

describe('contact form uploads (spec §5, checked by the gateway again)', () => {
  it('keeps an image and answers its id, name and size', async () => {
    const answer = await upload('contact-visitor-01', 'riss.png', bytes(PNG, 1234));
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ name: 'riss.png', size: 1234 });
    expect(answer.body.id).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const [row] = await gateway.db.query<{ owner: string; content_type: string }>('select owner, content_type from uploads where id = $1', [answer.body.id]);
    expect(row).toMatchObject({ content_type: 'image/png' });
    const [stored] = await gateway.db.query<{ size: number }>('select octet_length(bytes) as size from stored_files where key = $1', [`upload/${answer.body.id}`]);
    expect(stored!.size).toBe(1234);
  });

  it('refuses a .jpg that is a PDF, a text file, a file over 5 MB, and a request without a visitor', async () => {
    expect(await upload('contact-visitor-01', 'beleg.jpg', bytes(PDF))).toMatchObject({ status: 422, body: { error: { code: 'unsupported-format' } } });
    expect(await upload('contact-visitor-01', 'notiz.txt', new TextEncoder().encode('hallo'))).toMatchObject({ status: 422, body: { error: { code: 'unsupported-format' } } });
    expect((await upload('contact-visitor-01', 'gross.jpg', bytes(JPEG, 5 * MB + 1))).status).toBe(413);
    const anonymous = await shopFetch(new URL('/api/contact/uploads', gateway.base), {
      method: 'POST',
      headers: { 'x-vitrine-tenant': 'base', 'content-type': 'application/octet-stream', 'x-upload-name': 'a.png' },
      body: bytes(PNG),
    });
    expect(anonymous.status).toBe(401);
    // A name with a path keeps its last segment, without control characters.
    expect((await upload('contact-visitor-01', '..\\..\\etc/passwd\u0007.png', bytes(PNG))).body.name).toBe('passwd.png');
  });
});

describe('a contact message (spec §3, §5)', () => {
  it('is kept with its files and confirmed by mail, without repeating what was typed', async () => {
    const visitor = 'contact-visitor-02';
    const a = (await upload(visitor, 'foto-1.jpg', bytes(JPEG, 2000))).body.id!;
    const b = (await upload(visitor, 'foto-2.png', bytes(PNG, 3000))).body.id!;
    const answer = (await send(visitor, input({ attachments: [a, b] }))).data!.sendContactMessage;
    expect(answer).toMatchObject({ __typename: 'ContactMessageSent', attachments: 2 });
    expect(answer.reference).toMatch(/^KM-[0-9A-F]{10}$/);
    const [message] = await gateway.db.query<{ subject: string; opt_out_advertising: boolean }>('select subject, opt_out_advertising from contact_messages where reference = $1', [
      answer.reference,
    ]);
    expect(message).toEqual({ subject: 'returns', opt_out_advertising: true });
    expect(await gateway.db.query('select id from uploads where message_reference = $1 order by name', [answer.reference])).toEqual([{ id: a }, { id: b }]);
    const [mail] = await gateway.db.query<{ subject: string; text: string }>(`select subject, body_text as text from outbox where kind = 'contact' and recipient = $1`, [
      FIELDS.email,
    ]);
    expect(mail!.subject).toBe(`Ihre Nachricht an Vitrine (${answer.reference})`);
    expect(mail!.text).toContain('mit 2 Anhängen');
    expect(mail!.text).not.toContain('Sprung im Glas');
    // The files are used: a second message cannot take them again.
    const again = (await send(visitor, input({ attachments: [a] }))).data!.sendContactMessage;
    expect(again).toEqual({ __typename: 'ContactFormRefused', problems: [], attachmentProblems: [{ id: a, code: 'NOT_FOUND' }] });
  });

  it("refuses another visitor's upload", async () => {
    const id = (await upload('contact-visitor-03', 'fremd.png', bytes(PNG))).body.id!;
    const answer = (await send('contact-visitor-04', input({ attachments: [id] }))).data!.sendContactMessage;
    expect(answer.attachmentProblems).toEqual([{ id, code: 'NOT_FOUND' }]);
  });

  it('applies the upload rules to the files together: the total, duplicate names, the count', async () => {
    const visitor = 'contact-visitor-05';
    const big = await Promise.all(['a.jpg', 'b.jpg', 'c.jpg'].map(async (name) => (await upload(visitor, name, bytes(JPEG, 2 * MB))).body.id!));
    const total = (await send(visitor, input({ attachments: big }))).data!.sendContactMessage;
    expect(total.attachmentProblems).toEqual([{ id: big[2], code: 'TOTAL_TOO_LARGE' }]);
    const twin = (await upload(visitor, 'A.JPG', bytes(JPEG))).body.id!;
    const duplicate = (await send(visitor, input({ attachments: [big[0], twin] }))).data!.sendContactMessage;
    expect(duplicate.attachmentProblems).toEqual([{ id: twin, code: 'DUPLICATE_NAME' }]);
    const eleven = await Promise.all(Array.from({ length: 11 }, async (_, i) => (await upload(visitor, `n${i}.png`, bytes(PNG, 100))).body.id!));
    const many = (await send(visitor, input({ attachments: eleven }))).data!.sendContactMessage;
    expect(many.attachmentProblems).toEqual([{ id: eleven[10], code: 'TOO_MANY_FILES' }]);
    expect(await gateway.db.query(`select 1 from contact_messages where email = $1 and created_at > now() - interval '1 minute' and subject = 'x'`, [FIELDS.email])).toEqual([]);
  });

  it('says which fields are wrong, by the shop’s rules (postal codes of its country, its subjects)', async () => {
    const sent = await send(
      'contact-visitor-06',
      input({ firstName: '', email: 'jana@', postalCode: '1234', message: ' ', customerNumber: '12a', subject: 'lend-money', locale: 'de-CH' }),
      'ch',
    );
    expect(sent.errors).toBeUndefined();
    const answer = sent.data!.sendContactMessage;
    expect(answer.__typename).toBe('ContactFormRefused');
    expect(answer.problems).toEqual([
      { field: 'FIRST_NAME', code: 'REQUIRED' },
      { field: 'EMAIL', code: 'EMAIL_INVALID' },
      { field: 'CUSTOMER_NUMBER', code: 'DIGITS_ONLY' },
      // The Swiss shop lends no money: the subject is not one of its own.
      { field: 'SUBJECT', code: 'REQUIRED' },
      { field: 'MESSAGE', code: 'REQUIRED' },
    ]);
    // A Swiss postal code is four digits, a German one five.
    expect((await send('contact-visitor-06', input({ postalCode: '1234' }))).data!.sendContactMessage.problems).toEqual([{ field: 'POSTAL_CODE', code: 'POSTAL_CODE_INVALID' }]);
  });

  it('refuses more than five messages an hour from one e-mail address', async () => {
    const email = 'viel.schreiber@example.de';
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push((await send('contact-visitor-07', input({ email }))).data!.sendContactMessage.__typename);
    expect(answers).toEqual(['ContactMessageSent', 'ContactMessageSent', 'ContactMessageSent', 'ContactMessageSent', 'ContactMessageSent', 'ContactRefused']);
    expect(await gateway.db.query(`select 1 from outbox where recipient = $1`, [email])).toHaveLength(5);
  });

  it('agrees with the browser’s rules on 1000 generated forms and never fails', async () => {
    const text = fc.oneof(
      fc.constantFrom('', ' ', 'Jana', 'Müller-Lüdenscheidt', '12345', '1234', 'x@y.de', '5a', '+49 40 123456', '1990-02-30', '01.02.1990', 'a'.repeat(70)),
      fc.string({ maxLength: 20 }),
    );
    const rules = contactForm('DE', CONTACT_SUBJECTS);
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          salutation: fc.constantFrom('female', 'male', 'none', '', 'mrs'),
          firstName: text,
          lastName: text,
          street: text,
          houseNumber: text,
          postalCode: text,
          city: text,
          email: text,
          phone: text,
          customerNumber: text,
          birthday: text,
          subject: fc.constantFrom(...CONTACT_SUBJECTS, 'application', ''),
          message: text,
        }),
        async (fields) => {
          const expected = Object.keys(validate(Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.trim()])), rules)).length === 0;
          const answer = await send('contact-visitor-08', input({ ...fields, email: fields.email }));
          expect(answer.errors).toBeUndefined();
          const typename = answer.data!.sendContactMessage.__typename;
          expect(typename === 'ContactMessageSent' || typename === 'ContactRefused', JSON.stringify(fields)).toBe(expected);
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe('the captcha (a proof of work, where the shop has one)', () => {
  const challengeOf = async (visitor: string) => {
    const answer = await graphql(gateway.base, '{ contactForm { subjects captcha } }', {}, { headers: headers(visitor, 'nl') });
    return answer.body.data!.contactForm as { subjects: string[]; captcha: string | null };
  };

  it('is asked for by the Dutch shop only; a solved one is accepted once', async () => {
    expect((await graphql(gateway.base, '{ contactForm { subjects captcha } }', {}, { headers: headers('contact-visitor-09') })).body.data!.contactForm).toEqual({
      subjects: [...CONTACT_SUBJECTS],
      captcha: null,
    });
    const form = await challengeOf('contact-visitor-09');
    expect(form.subjects).not.toContain('lend-money');
    const dutch = input({ postalCode: '1012 AB', city: 'Amsterdam', street: 'Damrak', locale: 'nl-NL' });
    const without = (await send('contact-visitor-09', dutch, 'nl')).data!.sendContactMessage;
    expect(without.problems).toEqual([{ field: 'CAPTCHA', code: 'REQUIRED' }]);
    const challenge = JSON.parse(form.captcha!) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    const solved = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
    // Forged: a key that was not derived (the work not done).
    const forged = Buffer.from(JSON.stringify({ challenge, solution: { ...solution, derivedKey: '00'.repeat(32) } })).toString('base64');
    expect((await send('contact-visitor-09', { input: { ...dutch.input, captcha: forged } }, 'nl')).data!.sendContactMessage.problems).toEqual([
      { field: 'CAPTCHA', code: 'REQUIRED' },
    ]);
    expect((await send('contact-visitor-09', { input: { ...dutch.input, captcha: solved } }, 'nl')).data!.sendContactMessage.__typename).toBe('ContactMessageSent');
    const replay = (await send('contact-visitor-09', { input: { ...dutch.input, captcha: solved } }, 'nl')).data!.sendContactMessage;
    expect(replay.problems).toEqual([{ field: 'CAPTCHA', code: 'REQUIRED' }]);
  });
});

describe('housekeeping', () => {
  it('deletes uploads no message used within a day, with their bytes; used ones stay', async () => {
    const id = (await upload('contact-visitor-10', 'alt.png', bytes(PNG))).body.id!;
    now = new Date(now.getTime() + 25 * 3600_000);
    const purged = await gateway.purge();
    expect(purged.uploads).toBeGreaterThanOrEqual(1);
    expect(await gateway.db.query('select 1 from uploads where id = $1', [id])).toEqual([]);
    expect(await gateway.db.query('select 1 from stored_files where key = $1', [`upload/${id}`])).toEqual([]);
    expect((await gateway.db.query<{ n: number }>('select count(*)::int as n from uploads where message_reference is not null'))[0]!.n).toBeGreaterThan(0);
  });
});
