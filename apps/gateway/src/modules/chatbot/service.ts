import type { ContentBlock, ContentPage, Inline } from '@vitrine/content';
import { pathFor, type ProductLocale, resolvePath } from '@vitrine/i18n';
import type { TenantConfig } from '@vitrine/tenant-config';
import { bucketOf } from '../content/service';

/** What the chat bot answers: a help topic of the service page, or the hand-over to the service team. */
export type ChatAnswer = { kind: 'answer'; topic: ChatTopic; more: Pick<ChatTopic, 'anchor' | 'title'>[] } | { kind: 'handover' };

export interface ChatTopic {
  /** The anchor of the topic on the service page (`retourneren-ruilen`). */
  anchor: string;
  title: string;
  /** The topic's first paragraph, as plain text (at most 400 characters). */
  text: string;
}

const STOPWORDS = new Set(
  (
    'der die das und oder ich mein meine wie was wann wo warum kann ich ist sind ein eine einen mit fur von bei auf aus dem den des im in zu zum zur nicht auch noch hallo bitte danke ' +
    'funktioniert geht gibt habe haben mache machen brauche muss mochte will wird werden ' +
    'le la les un une des et ou je mon ma mes comment quoi quand pour par avec dans sur est sont pas bonjour merci fonctionne peux puis faire dois veux ' +
    'de het een en of ik mijn hoe wat wanneer waar waarom kan is zijn met voor van bij op uit niet ook nog hallo graag bedankt werkt moet wil doen'
  ).split(' '),
);

/** Lower case, no accents, Swiss/German "ß" as "ss", words of three letters and more, no stop words. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length >= 3 && !STOPWORDS.has(w));
}

/** Two words match when they are equal or one begins the other and both are long enough (bestellen ~ bestellung). */
function matches(a: string, b: string): boolean {
  if (a === b) return true;
  const [short, long] = a.length <= b.length ? [a, b] : [b, a];
  return short.length >= 5 && long.startsWith(short.slice(0, Math.max(5, short.length - 2)));
}

const plain = (runs: readonly Inline[]) => runs.map((r) => (typeof r === 'string' ? r : r.text)).join('');

function textOf(blocks: readonly ContentBlock[]): string[] {
  return blocks.flatMap((b) => (b.type === 'text' ? b.paragraphs.map(plain) : b.type === 'list' ? b.items.map(plain) : b.type === 'heading' ? [b.text] : []));
}

interface Indexed extends ChatTopic {
  titleWords: string[];
  bodyWords: string[];
}

/** The help topics of a locale's service page (the bucket's accordion items). */
export function helpTopics(tenant: TenantConfig, locale: ProductLocale): Indexed[] {
  const settings = { defaultLocale: tenant.i18n.defaultLocale, locales: tenant.i18n.locales };
  const id = resolvePath(pathFor('service', locale, settings), settings).contentId;
  const page: ContentPage | undefined = bucketOf(tenant).page(locale, id);
  if (!page) return [];
  return page.blocks.flatMap((block) =>
    block.type === 'accordion'
      ? block.items.map((item) => {
          const body = textOf(item.blocks);
          return { anchor: item.anchor, title: item.title, text: (body[0] ?? '').slice(0, 400), titleWords: words(item.title), bodyWords: words(body.join(' ')) };
        })
      : [],
  );
}

/**
 * Answers a shopper's question from the help content: the topic whose title and text share the
 * most words with the question (title words count three times), and up to two more; nothing that
 * shares enough words hands over to the service team.
 */
export function answer(topics: readonly Indexed[], question: string): ChatAnswer {
  const asked = [...new Set(words(question))];
  if (!asked.length) return { kind: 'handover' };
  const scored = topics
    .map((topic) => {
      let score = 0;
      for (const w of asked) {
        if (topic.titleWords.some((t) => matches(w, t))) score += 3;
        else if (topic.bodyWords.some((t) => matches(w, t))) score += 1;
      }
      // Of two topics the question names alike, the one whose title it covers more (the general one).
      const covered = topic.titleWords.filter((t) => asked.some((w) => matches(w, t))).length;
      if (covered) score += covered / topic.titleWords.length;
      return { topic, score };
    })
    .filter((s) => s.score >= 2)
    .sort((a, b) => b.score - a.score || a.topic.title.localeCompare(b.topic.title));
  const best = scored[0];
  if (!best) return { kind: 'handover' };
  const { anchor, title, text } = best.topic;
  return { kind: 'answer', topic: { anchor, title, text }, more: scored.slice(1, 3).map((s) => ({ anchor: s.topic.anchor, title: s.topic.title })) };
}
