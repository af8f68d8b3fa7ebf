import { readdirSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The `Link` header that preloads the first screen's fonts: their files as the build named them
 * (`.next/static/media/<name>.<hash>.woff2`, found once in the app's build output). Fonts found
 * early are there for the first paint: text is not held back by their `font-display` block period.
 * Undefined when the build has none of them (development, or a font the shop does not use).
 */
export function fontPreloadHeader(names: readonly string[], mediaDir = join(process.cwd(), '.next/static/media')): string | undefined {
  if (!names.length) return undefined;
  let files: string[];
  try {
    files = readdirSync(mediaDir);
  } catch {
    return undefined;
  }
  const links = names.flatMap((name) => {
    const file = files.find((f) => f.startsWith(`${name}.`) && f.endsWith('.woff2'));
    return file ? [`</_next/static/media/${file}>; rel=preload; as=font; type="font/woff2"; crossorigin`] : [];
  });
  return links.length ? links.join(', ') : undefined;
}
