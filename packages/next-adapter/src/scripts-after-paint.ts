import { LRUCache } from 'lru-cache';

/**
 * The framework's code after the first paint.
 *
 * Next names its entry chunks in a page's HTML as `<script src="…/_next/static/…js" async>` tags
 * (and a `<link rel="preload" as="script">` for the last of them). A browser fetches them as soon
 * as it reads the head, beside the stylesheet, and runs each one as it arrives: on a phone they
 * share the line with the page's HTML, its stylesheet and its first images, and a chunk that
 * arrives first is run before the page is painted. A Vitrine page works before its code (links,
 * forms, disclosures: the journeys without JavaScript), so nothing on the first screen waits for
 * the code, and the code can wait for the first screen.
 *
 * This rewrites a page's HTML as it is written: those tags leave the head, and one inline script
 * (with the page's nonce) takes their place in the body, which adds the same scripts (their
 * `integrity` and `crossorigin` kept) once the browser reports the first contentful paint. It adds
 * them at once in a tab that is not visible (nothing is painted there), and after
 * {@link SCRIPTS_AFTER_PAINT_MAX_WAIT_MS} in a browser that never reports the paint (at once in one
 * that cannot: no paint timing).
 *
 * A chunk tag without a nonce is left where it is (the page's policy could refuse an inline script
 * without one), as is every tag of a page with two nonces. Other scripts (inline ones, `type` or `nomodule` ones, those of other paths) are left
 * where they are.
 */

/** The longest the code waits for the first paint's report (a browser without paint timing). */
export const SCRIPTS_AFTER_PAINT_MAX_WAIT_MS = 3000;

/** A script the rewrite took out of the page: its `src`, `integrity` and `crossorigin` (as given). */
type Taken = [src: string, integrity?: string, crossOrigin?: string];

/** The inline script that adds the taken scripts after the first contentful paint (ES5: it runs before any code). */
const LOADER =
  '(function(s,w){var d=0,n=document.currentScript&&document.currentScript.nonce;' +
  'function go(){if(d)return;d=1;for(var i=0;i<s.length;i++){var e=document.createElement("script");e.src=s[i][0];e.async=true;if(n)e.nonce=n;if(s[i][1])e.integrity=s[i][1];if(s[i][2]!=null)e.crossOrigin=s[i][2];document.head.appendChild(e)}}' +
  'if(!w||document.visibilityState!=="visible"){go();return}' +
  'document.addEventListener("visibilitychange",go);' +
  `setTimeout(go,${SCRIPTS_AFTER_PAINT_MAX_WAIT_MS});` +
  'try{var t=PerformanceObserver.supportedEntryTypes;if(t&&t.indexOf("paint")<0){go();return}' +
  'var o=new PerformanceObserver(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();go()}});o.observe({type:"paint",buffered:true})}catch(e){go()}' +
  '})';

/** A tag this rewrite reads: a `<script …></script>` pair or a `<link …>`. */
const TAG = /<script\b([^>]*)><\/script>|<link\b([^>]*)>/gi;

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&#x27;': "'", '&#39;': "'", '&lt;': '<', '&gt;': '>' };

/** An attribute's value as React writes it (`"`-quoted, `&"'<>` escaped), unescaped; `''` for one without a value. */
function attribute(attrs: string, name: string): string | undefined {
  const match = new RegExp(`\\s${name}(?:="([^"]*)"|(?=[\\s/>]|$))`, 'i').exec(attrs);
  return match ? (match[1] ?? '').replace(/&(?:amp|quot|#x27|#39|lt|gt);/g, (entity) => ENTITIES[entity]!) : undefined;
}

const CHUNK = /\/_next\/static\/[^?#]+\.js(?:[?#].*)?$/s;

/** The JSON of the taken scripts, safe inside `<script>` (no `</script>`, no `<!--`). */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** Where a text could end inside a tag this rewrite must see whole: the index to hold back from, or -1. */
function unfinishedTagAt(text: string): number {
  let hold = -1;
  const open = text.lastIndexOf('<');
  if (open >= 0 && !text.includes('>', open)) hold = open;
  // An opening `<script` tag with a src whose `</script>` has not come yet (it may be coming, cut);
  // in any case, as the tags are read.
  const lower = text.toLowerCase();
  const scriptOpen = lower.lastIndexOf('<script');
  if (scriptOpen >= 0) {
    const end = lower.indexOf('>', scriptOpen);
    if (end >= 0 && !lower.includes('</script>', end) && /\ssrc=/.test(lower.slice(scriptOpen, end))) hold = hold < 0 ? scriptOpen : Math.min(hold, scriptOpen);
  }
  return hold;
}

export interface ScriptsAfterPaintOptions {
  /**
   * Whether the inline script waits for the first contentful paint (the default). `false`: it adds
   * the chunks as the browser reads it, at the end of the page's markup, before its load event (as
   * Next's own tags did; the e2e journeys' shops, whose presses come at the load event).
   */
  waitForPaint?: boolean;
}

export interface ScriptsAfterPaint {
  /** The next part of the page as written; returns what may be written now. */
  write(part: string): string;
  /** The end of the page: returns what is left (held back, and the inline script if not written yet). */
  end(): string;
}

/**
 * A rewrite of one page's HTML (see the module's comment), fed in parts as they are written: the
 * result is the same however the page is cut into parts.
 */
export function scriptsAfterPaint({ waitForPaint = true }: ScriptsAfterPaintOptions = {}): ScriptsAfterPaint {
  let held = '';
  let inBody = false;
  let nonce: string | undefined;
  let pending: Taken[] = [];
  let off = false;
  const loader = (): string => {
    if (!pending.length || nonce === undefined) return '';
    const html = `<script nonce="${nonce.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}">${LOADER}(${scriptJson(pending)},${waitForPaint ? 1 : 0})</script>`;
    pending = [];
    return html;
  };
  const rewrite = (text: string): string => {
    if (off) return text;
    let out = '';
    let at = 0;
    TAG.lastIndex = 0;
    for (let match = TAG.exec(text); match; match = TAG.exec(text)) {
      const before = text.slice(at, match.index);
      if (!inBody && /<body[\s>]/i.test(before)) inBody = true;
      out += before;
      at = TAG.lastIndex;
      const [tag, scriptAttrs, linkAttrs] = match;
      if (scriptAttrs !== undefined) {
        const src = attribute(scriptAttrs, 'src');
        const tagNonce = attribute(scriptAttrs, 'nonce');
        if (
          src !== undefined &&
          CHUNK.test(src) &&
          attribute(scriptAttrs, 'async') !== undefined &&
          attribute(scriptAttrs, 'nomodule') === undefined &&
          attribute(scriptAttrs, 'type') === undefined &&
          tagNonce
        ) {
          if (nonce !== undefined && tagNonce !== nonce) {
            // Two nonces in one page: not a page this rewrite knows. Leave the rest as it comes.
            off = true;
            return out + loader() + tag + text.slice(at);
          }
          nonce = tagNonce;
          const taken: Taken = [src];
          const integrity = attribute(scriptAttrs, 'integrity');
          const crossOrigin = attribute(scriptAttrs, 'crossorigin');
          if (integrity !== undefined || crossOrigin !== undefined) taken.push(integrity ?? '');
          if (crossOrigin !== undefined) taken.push(crossOrigin);
          pending.push(taken);
          // In the body, the inline script goes where the last chunk was (its head tags before it).
          if (inBody) out += loader();
          continue;
        }
      } else if (linkAttrs !== undefined) {
        const href = attribute(linkAttrs, 'href');
        if (
          attribute(linkAttrs, 'rel')?.toLowerCase() === 'preload' &&
          attribute(linkAttrs, 'as')?.toLowerCase() === 'script' &&
          href !== undefined &&
          CHUNK.test(href) &&
          attribute(linkAttrs, 'nonce')
        ) {
          continue;
        }
      }
      out += tag;
    }
    const after = text.slice(at);
    if (!inBody && /<body[\s>]/i.test(after)) inBody = true;
    return out + after;
  };
  return {
    write(part) {
      const text = held + part;
      const hold = off ? -1 : unfinishedTagAt(text);
      held = hold >= 0 ? text.slice(hold) : '';
      return rewrite(hold >= 0 ? text.slice(0, hold) : text);
    },
    end() {
      const rest = held;
      held = '';
      const result = rest ? rewrite(rest) : '';
      return result + loader();
    },
  };
}

/** Whole pages rewritten (Next's cached pages, the same text for every shopper): kept by their text, one store per way of adding the chunks. */
const wholePages = new Map(
  [true, false].map((waitForPaint) => [
    waitForPaint,
    new LRUCache<string, string>({ max: 500, maxSize: 64 * 1024 * 1024, sizeCalculation: (out, text) => 2 * (out.length + text.length) }),
  ]),
);

/** {@link scriptsAfterPaint} of a whole page, made once per text. */
export function scriptsAfterPaintOf(text: string, options: ScriptsAfterPaintOptions = {}): string {
  const store = wholePages.get(options.waitForPaint !== false)!;
  let out = store.get(text);
  if (out === undefined) {
    const rewrite = scriptsAfterPaint(options);
    out = rewrite.write(text) + rewrite.end();
    store.set(text, out);
  }
  return out;
}

/** The scripts a rewritten page adds after its first paint (the lists of its inline scripts), in order: what its first load fetches. */
export function scriptsAddedAfterPaint(html: string): string[] {
  const srcs: string[] = [];
  for (let at = html.indexOf(LOADER); at >= 0; at = html.indexOf(LOADER, at + 1)) {
    const start = at + LOADER.length + 1;
    // The list, then `,1)` or `,0)` (whether it waits for the paint).
    const end = html.indexOf(')</script>', start) - 2;
    if (end < start) break;
    for (const [src] of JSON.parse(html.slice(start, end)) as Taken[]) srcs.push(src);
  }
  return srcs;
}
