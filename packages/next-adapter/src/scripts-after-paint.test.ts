import { createRequire } from 'node:module';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { runInNewContext } from 'node:vm';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepAnswerBytes } from './answer-bytes';
import { pageScriptsAfterPaint } from './client-ip';
import { SCRIPTS_AFTER_PAINT_MAX_WAIT_MS, scriptsAddedAfterPaint, scriptsAfterPaint, scriptsAfterPaintOf } from './scripts-after-paint';
import { onLoopback } from './test-server';

const N = 'n0nce+/=';
const chunk = (name: string) => `/_next/static/chunks/${name}.js`;
const HEAD_CHUNKS = ['turbopack-2u1d', '2evn00ww5', '1bq3hkia', '3e3bx0ss', '2niv-adtn'].map(chunk);
const MAIN = chunk('3zm18xjadw29q');

/** A page as Next 16 writes it (the tags' order and spelling of React's output), body text grown to `size`. */
function nextPage(nonce: string | null = N, size = 30_000): string {
  const n = nonce === null ? '' : ` nonce="${nonce}"`;
  const filler = Array.from({ length: Math.ceil(size / 60) }, (_, i) => `<li class="vt-card">Eiche-Tisch ${i}, 1.299,00 € – „massiv“</li>`).join('');
  return (
    '<!DOCTYPE html><html lang="de-DE"><head><meta charSet="utf-8"/>' +
    '<link rel="preload" as="image" href="/api/images/1/1.svg"/>' +
    `<link rel="stylesheet" href="/_next/static/chunks/0tes.css"${n} data-precedence="next"/>` +
    `<link rel="preload" as="script" fetchPriority="low"${n} href="${MAIN}"/>` +
    HEAD_CHUNKS.map((src) => `<script src="${src}" async=""${n}></script>`).join('') +
    '<title>Vitrine</title>' +
    '<script>(function(){for(var i=0;i<3;i++){document.documentElement.setAttribute("data-js","")}})()</script>' +
    `<script src="/_next/static/chunks/polyfill.js" noModule=""${n}></script>` +
    `</head><body><header><a href="/">Vitrine</a></header><main><ul>${filler}</ul></main>` +
    `<script${n} id="_R_">(globalThis["TURBOPACK"] || (globalThis["TURBOPACK"] = [])).push({"otherChunks":["static/chunks/3zm18xjadw29q.js"]});</script>` +
    `<script src="${MAIN}"${n} async=""></script>` +
    `<script${n}>self.__next_f.push([1,"0:{\\"P\\":null}\\n"])</script>` +
    '<script src="https://example.com/other.js" async=""></script>' +
    '</body></html>'
  );
}

/** The list the page's inline script adds, read back from the rewritten page. */
function loaderList(html: string): { nonce: string; list: string[][] }[] {
  return [...html.matchAll(/<script nonce="([^"]*)">\(function\(s,w\)[\s\S]*?\}\)\((\[[\s\S]*?\]),1\)<\/script>/g)].map((m) => ({
    nonce: m[1]!,
    list: JSON.parse(m[2]!) as string[][],
  }));
}

describe('scriptsAfterPaint', () => {
  it('takes the chunk tags out of the head and adds them after the paint from where the last one was', () => {
    const page = nextPage();
    const out = scriptsAfterPaintOf(page);
    // No chunk tag and no preload of one is left for the browser to fetch on its own.
    expect(out).not.toMatch(/<script src="\/_next\/static\/chunks\/[^"]+" async/);
    expect(out).not.toContain('rel="preload" as="script"');
    const loaders = loaderList(out);
    expect(loaders).toEqual([{ nonce: N, list: [...HEAD_CHUNKS, MAIN].map((src) => [src]) }]);
    // What a first load fetches, read back (the bench counts its bytes).
    expect(scriptsAddedAfterPaint(out)).toEqual([...HEAD_CHUNKS, MAIN]);
    expect(scriptsAddedAfterPaint(page)).toEqual([]);
    // The inline script stands where the main chunk stood, after the runtime's list.
    expect(out.indexOf('(function(s,w)')).toBeGreaterThan(out.indexOf('id="_R_"'));
    expect(out.indexOf('(function(s,w)')).toBeLessThan(out.indexOf('self.__next_f'));
    // Everything else is as it was: the stylesheet, the image preload, nomodule, inline scripts, another origin's script.
    const rest = out.replace(/<script nonce="[^"]*">\(function\(s,w\)[\s\S]*?<\/script>/, '');
    const expected = page.replace(/<link rel="preload" as="script"[^>]*>/, '').replace(/<script src="\/_next\/static\/chunks\/(?!polyfill)[^"]+"[^>]*><\/script>/g, '');
    expect(rest).toBe(expected);
    expect(out).toContain('noModule=""');
    expect(out).toContain('<script src="https://example.com/other.js" async=""></script>');
  });

  it('gives the same page however it is cut into parts', () => {
    const page = nextPage(N, 3000);
    const whole = scriptsAfterPaintOf(page);
    fc.assert(
      fc.property(fc.uniqueArray(fc.integer({ min: 1, max: page.length - 1 }), { maxLength: 40 }), (cuts) => {
        const at = [0, ...cuts.sort((a, b) => a - b), page.length];
        const rewrite = scriptsAfterPaint();
        let out = '';
        for (let i = 0; i + 1 < at.length; i += 1) out += rewrite.write(page.slice(at[i], at[i + 1]));
        out += rewrite.end();
        expect(out).toBe(whole);
      }),
      { numRuns: 300 },
    );
  });

  it('leaves a page whose chunk tags carry no nonce as it is', () => {
    const page = nextPage(null);
    expect(scriptsAfterPaintOf(page)).toBe(page);
  });

  it('keeps integrity and crossorigin, and adds head-only chunks at the end', () => {
    const page = `<html><head><script src="${MAIN}" async="" nonce="${N}" integrity="sha384-abc" crossorigin="anonymous"></script><script src="${HEAD_CHUNKS[0]}" async="" nonce="${N}" crossorigin=""></script></head><body><p>x</p></body></html>`;
    const out = scriptsAfterPaintOf(page);
    expect(out.startsWith('<html><head></head><body><p>x</p></body></html><script')).toBe(true);
    expect(loaderList(out)[0]!.list).toEqual([
      [MAIN, 'sha384-abc', 'anonymous'],
      [HEAD_CHUNKS[0], '', ''],
    ]);
  });

  it('keeps a list that would close its script tag inside the JSON', () => {
    // React escapes an attribute's value; the list holds the value itself, escaped for a script.
    const written = '/_next/static/chunks/a.js?x=&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&amp;y=&quot;';
    const out = scriptsAfterPaintOf(`<html><head></head><body><script src="${written}" async="" nonce="${N}"></script></body></html>`);
    expect(out).not.toContain('</script><script>alert');
    expect(loaderList(out)[0]!.list).toEqual([['/_next/static/chunks/a.js?x=</script><script>alert(1)</script>&y="']]);
  });

  it('cuts a page with tags in capitals as the whole page', () => {
    const page = `<html><head></head><body><p>x</p><SCRIPT src="${MAIN}" async="" nonce="${N}"></SCRIPT><p>y</p></body></html>`;
    const whole = scriptsAfterPaintOf(page);
    for (let at = 1; at < page.length; at += 1) {
      const rewrite = scriptsAfterPaint();
      expect(rewrite.write(page.slice(0, at)) + rewrite.write(page.slice(at)) + rewrite.end(), `cut at ${at}`).toBe(whole);
    }
  });

  it('writes the nonce back escaped', () => {
    const out = scriptsAfterPaintOf(`<html><body><script src="${MAIN}" async="" nonce="a&quot;b&amp;c"></script></body></html>`);
    expect(out).toContain('<script nonce="a&quot;b&amp;c">(function(s,w)');
  });

  it('leaves every tag of a page with two nonces where it was from the second one on', () => {
    const page = `<html><head><script src="${HEAD_CHUNKS[0]}" async="" nonce="a"></script><script src="${HEAD_CHUNKS[1]}" async="" nonce="b"></script></head><body><script src="${MAIN}" async="" nonce="a"></script></body></html>`;
    const out = scriptsAfterPaintOf(page);
    expect(loaderList(out)).toEqual([{ nonce: 'a', list: [[HEAD_CHUNKS[0]]] }]);
    expect(out).toContain(`<script src="${HEAD_CHUNKS[1]}" async="" nonce="b"></script>`);
    expect(out).toContain(`<script src="${MAIN}" async="" nonce="a"></script>`);
  });
});

describe('the inline script in a browser', () => {
  /** Runs a rewritten page's inline script against a small browser: what it appended, and its hooks. */
  function run(visibility: 'visible' | 'hidden', withPaintTiming = true) {
    const out = scriptsAfterPaintOf(nextPage());
    const code = /<script nonce="[^"]*">([\s\S]*?)<\/script>/.exec(out.slice(out.indexOf('(function(s,w)') - 40))![1]!;
    const appended: { src: string; async: boolean; nonce: string }[] = [];
    const timers: (() => void)[] = [];
    const listeners: Record<string, () => void> = {};
    let observer: ((list: { getEntriesByName(name: string): unknown[] }) => void) | undefined;
    const document = {
      currentScript: { nonce: N },
      visibilityState: visibility,
      createElement: () => ({ src: '', async: false, nonce: '' }),
      head: { appendChild: (e: { src: string; async: boolean; nonce: string }) => appended.push(e) },
      addEventListener: (name: string, f: () => void) => (listeners[name] = f),
    };
    class PerformanceObserver {
      constructor(f: typeof observer) {
        observer = f;
      }
      observe() {}
      disconnect() {}
    }
    runInNewContext(code, {
      document,
      setTimeout: (f: () => void, ms: number) => {
        expect(ms).toBe(SCRIPTS_AFTER_PAINT_MAX_WAIT_MS);
        timers.push(f);
      },
      ...(withPaintTiming ? { PerformanceObserver } : {}),
    });
    const paint = (name: string) => observer!({ getEntriesByName: (n) => (n === name ? [{}] : []) });
    return { appended, timers, listeners, paint };
  }

  it('adds the chunks once the first contentful paint is reported, once', () => {
    const { appended, timers, paint, listeners } = run('visible');
    expect(appended).toEqual([]);
    paint('first-paint');
    expect(appended).toEqual([]);
    paint('first-contentful-paint');
    expect(appended.map((e) => e.src)).toEqual([...HEAD_CHUNKS, MAIN]);
    expect(appended.every((e) => e.async && e.nonce === N)).toBe(true);
    timers.forEach((f) => f());
    listeners.visibilitychange!();
    expect(appended).toHaveLength(6);
  });

  /** What the page's inline script appends at once in a visible tab, given the browser's PerformanceObserver. */
  function appendedAtOnce(out: string, PerformanceObserver: unknown): unknown[] {
    const code = /<script nonce="[^"]*">([\s\S]*?)<\/script>/.exec(out.slice(out.indexOf('(function(s,w)') - 40))![1]!;
    const appended: unknown[] = [];
    const document = {
      currentScript: { nonce: N },
      visibilityState: 'visible',
      createElement: () => ({}),
      head: { appendChild: (e: unknown) => appended.push(e) },
      addEventListener: () => undefined,
    };
    runInNewContext(code, { document, setTimeout: () => undefined, PerformanceObserver });
    return appended;
  }

  it('adds them as the browser reads it when it is not to wait for the paint (the e2e shops)', () => {
    const out = scriptsAfterPaintOf(nextPage(), { waitForPaint: false });
    expect(out).toMatch(/\]\],0\)<\/script>/);
    expect(scriptsAddedAfterPaint(out)).toEqual([...HEAD_CHUNKS, MAIN]);
    expect(
      appendedAtOnce(
        out,
        class {
          observe() {}
        },
      ),
    ).toHaveLength(6);
    // Waiting for the paint, the same browser appends nothing yet.
    expect(
      appendedAtOnce(
        scriptsAfterPaintOf(nextPage()),
        class {
          observe() {}
        },
      ),
    ).toHaveLength(0);
  });

  it('adds them at once in a browser whose observer knows no paint entries', () => {
    class PerformanceObserver {
      static supportedEntryTypes = ['resource', 'navigation'];
      observe() {
        throw new Error('not to be observed');
      }
    }
    expect(appendedAtOnce(scriptsAfterPaintOf(nextPage()), PerformanceObserver)).toHaveLength(6);
  });

  it('adds them at once in a tab that is not visible, and after the longest wait without a report', () => {
    expect(run('hidden').appended).toHaveLength(6);
    const visible = run('visible');
    visible.timers.forEach((f) => f());
    expect(visible.appended).toHaveLength(6);
    // A tab hidden before its first paint.
    const hidden = run('visible');
    hidden.listeners.visibilitychange!();
    expect(hidden.appended).toHaveLength(6);
    // A browser without paint timing.
    expect(run('visible', false).appended).toHaveLength(6);
  });
});

describe('through a server with Next’s compression after it', () => {
  const page = nextPage(N, 60_000);
  const compress = (createRequire(import.meta.url)('next/dist/compiled/compression') as () => (req: IncomingMessage, res: ServerResponse, next: () => void) => void)();
  const server = createServer((req, res) => {
    keepAnswerBytes(res, req, undefined, pageScriptsAfterPaint);
    compress(req, res, () => undefined);
    res.setHeader('content-type', req.url === '/json' ? 'application/json' : 'text/html; charset=utf-8');
    if (req.url === '/latin1') {
      res.setHeader('content-type', 'text/html; charset=iso-8859-1');
      res.end(Buffer.from(nextPage(N, 2000).replace('Vitrine</title>', 'Café</title>'), 'latin1'));
      return;
    }
    if (req.url === '/bom') {
      res.write(Buffer.from('\ufeff', 'utf8'));
      res.end(Buffer.from(page, 'utf8'));
      return;
    }
    if (req.url === '/small') {
      // A short page given whole, with its length (Next's send of a cached page): answered by the layers after.
      const small = nextPage(N, 2000);
      res.setHeader('content-length', Buffer.byteLength(small));
      res.end(small);
      return;
    }
    if (req.url === '/head-first') {
      // Next's render writes its head first: the compression sets its coding then, before the first part.
      res.writeHead(200);
      const bytes = Buffer.from(page, 'utf8');
      res.write(bytes.subarray(0, 5000));
      res.end(bytes.subarray(5000));
      return;
    }
    if (req.url === '/streamed') {
      // A rendered page: UTF-8 parts cut anywhere (inside a tag, inside a character), the last one given to end().
      const bytes = Buffer.from(page, 'utf8');
      let at = 0;
      for (; at + 2 * 777 < bytes.length; at += 777) res.write(bytes.subarray(at, at + 777));
      res.end(bytes.subarray(at));
      return;
    }
    res.end(req.url === '/json' ? JSON.stringify({ page }) : page);
  });
  const { raw } = onLoopback(server);
  const get = (path: string, acceptEncoding: string) => raw(path, { acceptEncoding });

  it('rewrites a streamed page before the compression, and a whole one before its kept bytes', async () => {
    const expected = scriptsAfterPaintOf(page);
    expect(expected).not.toBe(page);
    const streamed = await get('/streamed', 'gzip');
    expect(streamed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(streamed.body).toString('utf8')).toBe(expected);
    const whole = await get('/', 'br');
    expect(whole.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(whole.body).toString('utf8')).toBe(expected);
  });

  it('rewrites a page whose head was written before its first part, under the compression’s coding', async () => {
    const answer = await get('/head-first', 'gzip');
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(answer.body).toString('utf8')).toBe(scriptsAfterPaintOf(page));
  });

  it('gives a whole page its rewritten length, whichever layer answers it', async () => {
    const small = nextPage(N, 2000);
    const expected = scriptsAfterPaintOf(small);
    expect(Buffer.byteLength(expected)).not.toBe(Buffer.byteLength(small));
    for (const accept of ['identity', 'gzip', 'deflate']) {
      const answer = await get('/small', accept);
      const body =
        answer.headers['content-encoding'] === 'gzip' ? gunzipSync(answer.body) : answer.headers['content-encoding'] === 'deflate' ? inflateSync(answer.body) : answer.body;
      expect(body.toString('utf8'), accept).toBe(expected);
      if (answer.headers['content-length'] !== undefined) expect(Number(answer.headers['content-length']), accept).toBe(answer.body.length);
    }
  });

  it('leaves HTML in another charset, and keeps a byte-order mark', async () => {
    const latin = await get('/latin1', 'identity');
    expect(latin.body.equals(Buffer.from(nextPage(N, 2000).replace('Vitrine</title>', 'Café</title>'), 'latin1'))).toBe(true);
    const bom = await get('/bom', 'gzip');
    const text = gunzipSync(bom.body).toString('utf8');
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe(scriptsAfterPaintOf(page));
  });

  it('leaves answers that are not HTML as they are', async () => {
    const json = await get('/json', 'gzip');
    expect(JSON.parse(gunzipSync(json.body).toString('utf8'))).toEqual({ page });
  });
});
