import type { Database } from '../../db/database';

type Db = Pick<Database, 'query'>;

export interface InvoiceLineRow {
  position: number;
  productName: string;
  variantLabel: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface InvoiceRow {
  number: string;
  order_number: string;
  issued_on: string;
  delivered_on: string;
  currency: 'EUR' | 'CHF';
  goods: number;
  shipping: number;
  discount: number;
  total: number;
  vat: { rate: number; amount: number }[];
  lines: InvoiceLineRow[];
  payment_method: string;
  due_on: string | null;
}

const COLUMNS = `number, order_number, issued_on::text as issued_on, delivered_on::text as delivered_on, currency, goods, shipping, discount, total, vat, lines,
  payment_method, due_on::text as due_on`;

/** The customer's invoices in the tenant, newest first, `first` after the one numbered `after` (one of theirs). */
export function readInvoices(db: Db, customer: string, tenant: string, { first, after }: { first: number; after?: string | undefined }): Promise<InvoiceRow[]> {
  return db.query<InvoiceRow>(
    `select ${COLUMNS} from invoices
      where customer_id = $1 and tenant = $2
        and ($3::text is null or not exists (select 1 from invoices a where a.number = $3 and a.customer_id = $1 and a.tenant = $2)
             or (issued_on, number) < (select a.issued_on, a.number from invoices a where a.number = $3 and a.customer_id = $1 and a.tenant = $2))
      order by issued_on desc, number desc limit $4`,
    [customer, tenant, after ?? null, first],
  );
}

/** One of the customer's invoices, or undefined (another customer's is as unknown as none). */
export async function readInvoice(db: Db, customer: string, tenant: string, number: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.query<InvoiceRow>(`select ${COLUMNS} from invoices where number = $1 and customer_id = $2 and tenant = $3`, [number, customer, tenant]);
  return row;
}
