'use client';
import { PreviewBanner as Banner } from '@vitrine/shell';

/** The shell's preview banner, ending the preview through the shop's exit endpoint. */
export function PreviewBanner({ publishedHref, exitUrl = '/api/preview/exit' }: { publishedHref: string; exitUrl?: string }) {
  return (
    <Banner
      publishedHref={publishedHref}
      onExit={async () => {
        const response = await fetch(exitUrl, { method: 'POST' });
        if (!response.ok) throw new Error(`preview exit: ${response.status}`);
      }}
    />
  );
}
