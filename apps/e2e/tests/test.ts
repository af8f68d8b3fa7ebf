import { createHash } from 'node:crypto';
import { type BrowserContext, test as base, expect, type Locator, type Response, type TestInfo } from '@playwright/test';

export { expect };

/** The headers every answer of a shop carries (the policy is checked separately for pages). */
const REQUIRED = {
  'strict-transport-security': /^max-age=63072000; includeSubDomains$/,
  'cross-origin-opener-policy': /^same-origin$/,
  'cross-origin-resource-policy': /^same-origin$/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'content-security-policy': /frame-ancestors 'none'/,
} as const;

const SHOP_PORTS = /^http:\/\/(127\.0\.0\.1|localhost):310[0-2]\//;

interface Watch {
  violations: string[];
  missing: string[];
}

function watch(context: BrowserContext, seen: Watch): void {
  context.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) seen.violations.push(`${message.location().url}: ${message.text()}`);
  });
  context.on('response', (response: Response) => {
    const url = response.url();
    if (!SHOP_PORTS.test(url) || response.status() === 304) return;
    const headers = response.headers();
    const isDocument = response.request().resourceType() === 'document';
    for (const [name, pattern] of Object.entries(REQUIRED)) {
      // Chromium leaves Strict-Transport-Security out of what it keeps of a cached http (not https)
      // subresource; the shops send it on every answer, pages are checked for it here.
      if (name === 'strict-transport-security' && !isDocument) continue;
      if (!pattern.test(headers[name] ?? '')) seen.missing.push(`${url} (${response.status()}): ${name} is ${JSON.stringify(headers[name] ?? null)}`);
    }
    // A redirect (the preview link's 303) renders nothing: only pages that are shown need a page policy.
    if (isDocument && (response.status() < 300 || response.status() >= 400)) {
      const policy = headers['content-security-policy'] ?? '';
      if (!/script-src 'nonce-[A-Za-z0-9+/=]+'( 'sha256-[A-Za-z0-9+/=]+')* 'strict-dynamic'/.test(policy) || /script-src[^;]*'unsafe-inline'/.test(policy))
        seen.missing.push(`${url}: page policy ${policy}`);
    }
  });
}

/**
 * The journeys' `test`: every browser context a journey opens (its own page, or a context it makes
 * itself) is watched, and the journey fails on any Content-Security-Policy violation the browser
 * reports and on any answer of a shop without the security headers.
 */
/** The consent cookie journeys start with (the banner would cover the page's bottom): necessary only. */
export const NECESSARY_ONLY = encodeURIComponent(JSON.stringify(['C0001']));

/**
 * Waits until React has hydrated the element: a press, a key or a choice before that finds no
 * handler (a button of client code does nothing, a select's choice is set back to the rendered one).
 * React attaches its props to each element it hydrated (`__reactProps$…`); under load the page's
 * code can come seconds after its HTML.
 */
export async function hydrated(locator: Locator): Promise<void> {
  await expect
    .poll(() => locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: 'the element is hydrated',
    })
    .toBe(true);
}

/**
 * The address a journey's shopper browses from (documentation range 10/8): one per journey, its
 * repetition and its retry, as the load balancer in front of the shops would name it.
 */
export function shopperAddress(testInfo: Pick<TestInfo, 'testId' | 'repeatEachIndex' | 'retry'>): string {
  const [a = 0, b = 0, c = 0] = createHash('sha256').update(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`).digest();
  return `10.${a}.${b}.${(c % 254) + 1}`;
}

export const test = base.extend<{ securityWatch: Watch; consentCookie: string | null; consentGiven: void; whereItFailed: void }>({
  /** When a journey fails: where each of its pages stood (address, heading, alerts), for the test summary CI keeps. */
  whereItFailed: [
    async ({ context }, use, testInfo) => {
      await use();
      if (testInfo.status === testInfo.expectedStatus) return;
      for (const page of context.pages()) {
        const seen = await page
          .evaluate(() => {
            const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 120);
            const alerts = [...document.querySelectorAll('[role="alert"]')].map(text).filter(Boolean);
            return `h1 ${JSON.stringify(text(document.querySelector('h1')))}${alerts.length ? `, alerts ${JSON.stringify(alerts)}` : ''}`;
          })
          .catch(() => 'page not readable');
        testInfo.annotations.push({ type: 'failed at', description: `${page.url()}: ${seen}` });
      }
    },
    { auto: true },
  ],
  /** Every request of the journey, from its pages and its API client, comes from the journey's own address. */
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({ ...extraHTTPHeaders, 'x-forwarded-for': shopperAddress(testInfo) });
  },
  /** The consent cookie every context of the journey starts with; `null`: none (the banner shows). */
  consentCookie: [NECESSARY_ONLY, { option: true }],
  consentGiven: [
    async ({ context, consentCookie }, use) => {
      if (consentCookie !== null)
        await context.addCookies(['127.0.0.1', 'localhost'].map((domain) => ({ name: 'vitrine_consent', value: consentCookie, domain, path: '/', sameSite: 'Lax' as const })));
      await use();
    },
    { auto: true },
  ],
  securityWatch: [
    async ({ browser, context, extraHTTPHeaders }, use) => {
      const seen: Watch = { violations: [], missing: [] };
      watch(context, seen);
      const newContext = browser.newContext.bind(browser);
      // A context the journey makes itself is another device of the same shopper: the same address.
      browser.newContext = async (options = {}) => {
        const made = await newContext({ ...options, extraHTTPHeaders: { ...extraHTTPHeaders, ...options.extraHTTPHeaders } });
        watch(made, seen);
        return made;
      };
      await use(seen);
      browser.newContext = newContext;
      expect(seen.violations, 'Content-Security-Policy violations').toEqual([]);
      expect([...new Set(seen.missing)], 'answers without the security headers').toEqual([]);
    },
    { auto: true },
  ],
});
