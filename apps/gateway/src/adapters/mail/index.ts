import type { Database } from '../../db/database';

/** One mail as the customer receives it. */
export interface OutgoingMail {
  tenant: string;
  locale: string;
  /** What it is (`password-reset`, `welcome`): for the outbox's list and for tests, never shown to the customer. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /**
   * Header fields of the message beyond the usual ones: a mailing's `List-Unsubscribe` and
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click` (RFC 8058).
   */
  headers?: Record<string, string> | undefined;
}

/**
 * Where the gateway's mails go. The sandbox (`outboxMail`) keeps them in the database for the
 * outbox page; a real mail server plugs in behind the same interface by configuration.
 */
export interface MailSender {
  send(mail: OutgoingMail, at: Date): Promise<void>;
}

/** The sandbox: every mail is stored in the `outbox` table, readable at /outbox on loopback. */
export function outboxMail(db: Pick<Database, 'query'>): MailSender {
  return {
    async send(mail, at) {
      await db.query('insert into outbox (tenant, locale, kind, recipient, subject, html, body_text, sent_at, headers) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)', [
        mail.tenant,
        mail.locale,
        mail.kind,
        mail.to,
        mail.subject,
        mail.html,
        mail.text,
        at,
        JSON.stringify(mail.headers ?? {}),
      ]);
    },
  };
}

export interface StoredMail extends OutgoingMail {
  id: number;
  sentAt: Date;
}

type Row = {
  id: string | number;
  tenant: string;
  locale: string;
  kind: string;
  recipient: string;
  subject: string;
  html: string;
  body_text: string;
  sent_at: Date | string;
  headers: Record<string, string> | null;
};
const stored = (r: Row): StoredMail => ({
  id: Number(r.id),
  tenant: r.tenant,
  locale: r.locale,
  kind: r.kind,
  to: r.recipient,
  subject: r.subject,
  html: r.html,
  text: r.body_text,
  headers: r.headers ?? {},
  sentAt: new Date(r.sent_at),
});

/** The newest mails of the outbox, optionally to one address. */
export async function listOutbox(db: Pick<Database, 'query'>, { to, limit = 50 }: { to?: string; limit?: number } = {}): Promise<StoredMail[]> {
  const rows = to
    ? await db.query<Row>('select * from outbox where recipient = $1 order by id desc limit $2', [to.toLowerCase(), limit])
    : await db.query<Row>('select * from outbox order by id desc limit $1', [limit]);
  return rows.map(stored);
}

/** One mail of the outbox. */
export async function outboxMailById(db: Pick<Database, 'query'>, id: number): Promise<StoredMail | undefined> {
  const [row] = await db.query<Row>('select * from outbox where id = $1', [id]);
  return row ? stored(row) : undefined;
}
