'use client';

export type HeadScriptName = 'theme' | 'consent';

/**
 * The scripts' text, on the server only: `typeof window` is replaced at build time, so the browser
 * bundle carries neither the text nor the modules it comes from.
 */
const TEXT: Record<HeadScriptName, string> | undefined =
  typeof window === 'undefined'
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports
      (require('./inline-scripts') as { HEAD_SCRIPTS: Record<HeadScriptName, string> }).HEAD_SCRIPTS
    : undefined;

/**
 * One of the layout's inline head scripts (the stored theme; the consent choice), which run before
 * the first paint. Rendered by a server component they were in every page twice: in the HTML and
 * again, escaped, in the RSC payload (1.7 KB, 0.8 KiB gzip of a storefront's 25). As a client
 * component the payload names the script and the server's render writes its text into the HTML;
 * the browser's render leaves the element as the HTML made it (React never patches an element's
 * inner HTML while hydrating; the script has run by then). The policy allows the text by its hash.
 */
export function HeadScript({ name }: { name: HeadScriptName }) {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: TEXT?.[name] ?? '' }} />;
}
