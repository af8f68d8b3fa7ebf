import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TENANTS } from '../src/http/tenants';
import { answer, helpTopics, words } from '../src/modules/chatbot/service';
import { startTestGateway, type TestGateway } from './harness';

let gateway: TestGateway;
let base: string;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 5 });
  ({ base } = gateway);
});
afterAll(() => gateway.close());

const ask = (tenant: string, locale: string, message: unknown) =>
  fetch(new URL('/api/chatbot', base), { method: 'POST', headers: { 'content-type': 'application/json', 'x-vitrine-tenant': tenant }, body: JSON.stringify({ locale, message }) });

describe('the chat bot', () => {
  it('reads questions as words: no accents, "ss" for "ß", no stop words', () => {
    expect(words('Wie kann ich meine Rücksendung für Größe 38 abschließen?')).toEqual(['rucksendung', 'grosse', 'abschliessen']);
  });
  it('answers from the help topics of each locale, with the topic’s anchor', async () => {
    const cases = [
      ['base', 'de-DE', 'Wie funktioniert die Rücksendung?', 'retourneren-ruilen'],
      ['ch', 'de-CH', 'Kann ich auf Rechnung bezahlen?', 'bezahlung'],
      ['nl', 'nl-NL', 'Hoe kan ik mijn bestelling retourneren?', 'retourneren-ruilen'],
    ] as const;
    for (const [tenant, locale, question, anchor] of cases) {
      const res = await ask(tenant, locale, question);
      expect(res.status, question).toBe(200);
      const body = (await res.json()) as { kind: string; topic?: { anchor: string; text: string } };
      expect(body.kind, question).toBe('answer');
      expect(body.topic?.anchor, question).toBe(anchor);
      expect(body.topic?.text.length, question).toBeGreaterThan(20);
    }
  });
  it('answers in French from the French help page', async () => {
    const topics = helpTopics(TENANTS.ch!, 'fr-CH');
    expect(topics.length).toBeGreaterThan(5);
    const reply = answer(topics, 'Comment retourner un article ?');
    expect(reply.kind).toBe('answer');
  });
  it('hands over to the service team when nothing fits, and refuses bad questions', async () => {
    expect(await (await ask('base', 'de-DE', 'Xylophon Quantenphysik')).json()).toEqual({ kind: 'handover' });
    expect((await ask('base', 'de-DE', '')).status).toBe(400);
    expect((await ask('base', 'de-DE', 'x'.repeat(501))).status).toBe(400);
    expect((await ask('base', 'fr-CH', 'retour')).status).toBe(400);
  });
});
