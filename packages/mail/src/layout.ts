/** Escapes text for HTML (element content and double-quoted attributes). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** One block of a mail: a paragraph, or the call to action (a link shown as a button, and as a plain address in the text part). */
export type MailBlock = { kind: 'paragraph'; text: string } | { kind: 'action'; label: string; href: string };

export interface MailContent {
  subject: string;
  /** The HTML part: a whole document with the locale's `lang`, inline styles only (mail clients drop style sheets). */
  html: string;
  /** The text part: the same words, links written out. */
  text: string;
}

/** Only http(s) links go into a mail: a template never turns a value into a script or data link. */
function safeHref(href: string): string {
  const url = new URL(href);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`A mail links only to http(s) addresses, not ${url.protocol}`);
  return url.href;
}

/** Lays out a mail's blocks as HTML and as text. */
export function layout({ lang, subject, blocks, footer }: { lang: string; subject: string; blocks: readonly MailBlock[]; footer: string }): MailContent {
  const html = [
    '<!doctype html>',
    `<html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f4f4f2;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a;line-height:1.5">',
    '<main style="max-width:560px;margin:0 auto;background:#ffffff;padding:24px;border-radius:8px">',
    ...blocks.map((block) =>
      block.kind === 'paragraph'
        ? `<p style="margin:0 0 16px">${escapeHtml(block.text)}</p>`
        : `<p style="margin:24px 0"><a href="${escapeHtml(safeHref(block.href))}" style="display:inline-block;padding:12px 20px;background:#1a1a1a;color:#ffffff;text-decoration:none;border-radius:4px;font-weight:bold">${escapeHtml(block.label)}</a></p>`,
    ),
    `<p style="margin:24px 0 0;font-size:13px;color:#555555">${escapeHtml(footer)}</p>`,
    '</main></body></html>',
  ].join('\n');
  const text = [...blocks.map((block) => (block.kind === 'paragraph' ? block.text : `${block.label}:\n${safeHref(block.href)}`)), '--', footer].join('\n\n');
  return { subject, html, text: `${text}\n` };
}
