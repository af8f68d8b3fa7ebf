import type { ServerResponse } from 'node:http';
import { escapeHtml as esc } from '@vitrine/mail';
import { listOutbox, outboxMailById, type StoredMail } from '../../adapters/mail';
import { type Route, sendJson } from '../../http/router';

/** The outbox's own pages allow no script and no outside resource; the mails' styles are inline. */
const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-src 'self'; frame-ancestors 'self'; base-uri 'none'; form-action 'self'",
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
};

const STYLE = `body{font-family:system-ui,sans-serif;margin:24px;color:#1a1a1a;line-height:1.5}table{border-collapse:collapse;width:100%}
th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #ddd;vertical-align:top}a{color:#0b57d0}a:focus-visible{outline:3px solid #0b57d0;outline-offset:2px}
.sr-only{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0)}pre{white-space:pre-wrap;background:#f4f4f2;padding:12px;border-radius:6px}iframe{width:100%;height:640px;border:1px solid #ccc;border-radius:6px}`;

function page(res: ServerResponse, title: string, body: string): void {
  res.writeHead(200, PAGE_HEADERS);
  res.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${esc(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`,
  );
}

const notFound = (res: ServerResponse) => sendJson(res, 404, { error: 'not found' });
const when = (mail: StoredMail) => mail.sentAt.toISOString().replace('T', ' ').slice(0, 19) + ' UTC';

/**
 * The sandbox mail server's outbox, on the operator listener (like the operations page): every mail the shop
 * sent, newest first (`?to=` one recipient; JSON for `Accept: application/json`), and each mail as
 * the customer sees it, HTML part (links open in the whole window) and text part.
 */
export const outboxRoutes: Route[] = [
  {
    operator: true,
    path: /^\/outbox\/?$/,
    fuzz: { requests: [{ method: 'GET', path: '/outbox', params: ['to'], headers: ['accept'] }] },
    async handle(context, req, res, _match, url) {
      const to = url.searchParams.get('to') ?? undefined;
      const mails = await listOutbox(context.db, to ? { to } : {});
      if ((req.headers.accept ?? '').includes('application/json')) return sendJson(res, 200, { mails: mails.map(({ html: _html, ...rest }) => rest) });
      const rows = mails
        .map((m) => `<tr><td>${esc(when(m))}</td><td>${esc(m.tenant)} · ${esc(m.locale)}</td><td>${esc(m.to)}</td><td><a href="/outbox/${m.id}">${esc(m.subject)}</a></td></tr>`)
        .join('');
      page(
        res,
        'Outbox',
        `<h1>Outbox${to ? ` for ${esc(to)}` : ''}</h1><p>Every mail the shops sent through the sandbox mail adapter, newest first.</p>` +
          (mails.length
            ? `<table><caption class="sr-only">Sent mails</caption><thead><tr><th scope="col">Sent</th><th scope="col">Shop · language</th><th scope="col">To</th><th scope="col">Subject</th></tr></thead><tbody>${rows}</tbody></table>`
            : '<p>No mail yet.</p>'),
      );
    },
  },
  {
    operator: true,
    path: /^\/outbox\/(\d{1,12})\/?$/,
    fuzz: { requests: [{ method: 'GET', path: '/outbox/1' }] },
    async handle(context, _req, res, match) {
      const mail = await outboxMailById(context.db, Number(match[1]));
      if (!mail) return notFound(res);
      page(
        res,
        mail.subject,
        `<p><a href="/outbox">← Outbox</a></p><h1>${esc(mail.subject)}</h1>
<table><tbody><tr><th scope="row">To</th><td>${esc(mail.to)}</td></tr><tr><th scope="row">Sent</th><td>${esc(when(mail))}</td></tr><tr><th scope="row">Shop · language</th><td>${esc(mail.tenant)} · ${esc(mail.locale)}</td></tr><tr><th scope="row">Kind</th><td>${esc(mail.kind)}</td></tr>${Object.entries(
          mail.headers ?? {},
        )
          .map(([name, value]) => `<tr><th scope="row">${esc(name)}</th><td>${esc(value)}</td></tr>`)
          .join('')}</tbody></table>
<h2>HTML part</h2><iframe title="${esc(`HTML part of “${mail.subject}”`)}" src="/outbox/${mail.id}/html" sandbox="allow-top-navigation-by-user-activation allow-popups"></iframe>
<h2>Text part</h2><pre>${esc(mail.text)}</pre>`,
      );
    },
  },
  {
    operator: true,
    path: /^\/outbox\/(\d{1,12})\/html$/,
    fuzz: { requests: [{ method: 'GET', path: '/outbox/1/html' }] },
    async handle(context, _req, res, match) {
      const mail = await outboxMailById(context.db, Number(match[1]));
      if (!mail) return notFound(res);
      // Links leave the frame for the whole window, as in a mail client.
      const html = mail.html.replace(/<head>/i, '<head><base target="_top">');
      res.writeHead(200, { ...PAGE_HEADERS, 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data: https:; frame-ancestors 'self'" });
      res.end(html);
    },
  },
];
