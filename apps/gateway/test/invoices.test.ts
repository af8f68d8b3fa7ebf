import { deTenant } from '@vitrine/tenant-de';
import { extractText, getDocumentProxy } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedOrderHistory } from '../src/modules/orders/history';
import { graphql, shopFetch, startTestGateway, type TestGateway, testSession } from './harness';

// Invoices (issue 27): one per parcel, issued when it leaves, with the order's prices, its shipping
// on the first; the PDF with the legal fields for the customer alone.
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ products: 20 });
  await seedOrderHistory(gateway.db, new Date());
});
afterAll(() => gateway.close());

const LIST = `query($first: Int, $after: ID) { accountInvoices(first: $first, after: $after) { invoices { number orderNumber issuedOn deliveredOn currency total dueOn pdf } next } }`;

const tokenOf = async (customer: string, tenant = 'base', type = 2) => (await testSession(gateway.db, { customer, tenant, type })).token;
const as = async (customer: string, tenant = 'base', type = 2) => {
  const token = await tokenOf(customer, tenant, type);
  return (query: string, variables: Record<string, unknown> = {}) =>
    graphql(gateway.base, query, variables, { headers: { 'x-vitrine-tenant': tenant, authorization: `Bearer ${token}` } }).then((answer) => answer.body);
};
const pdf = async (path: string, token?: string, tenant = 'base') =>
  shopFetch(new URL(path, gateway.base), { headers: { 'x-vitrine-tenant': tenant, ...(token ? { authorization: `Bearer ${token}` } : {}) } });
const textOf = async (bytes: Uint8Array) => (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, ' ');

describe('invoices', () => {
  it('issues one per parcel, newest first, due after the tenant’s days on invoice; the order’s shipping on its first', async () => {
    const anna = await as('c-de-0001');
    const { invoices, next } = (await anna(LIST)).data!.accountInvoices;
    expect(next).toBeNull();
    expect(invoices.map((i: { orderNumber: string }) => i.orderNumber)).toEqual(['39000102', '39000101', '39000105', '39000104']);
    for (const invoice of invoices) {
      expect(invoice.pdf).toBe(`/api/account/invoices/${invoice.number}.pdf`);
      // Instalments are due by their plan, not by the invoice.
      if (invoice.orderNumber === '39000104') {
        expect(invoice.dueOn).toBeNull();
        continue;
      }
      const due = new Date(Date.parse(`${invoice.issuedOn}T00:00:00Z`) + deTenant.order.invoiceDueDays * 86_400_000).toISOString().slice(0, 10);
      expect(invoice.dueOn).toBe(due);
    }
    // The delivered order left in one parcel: its invoice is the order's total.
    const [order] = await gateway.db.query<{ total: number }>(`select total from orders where number = '39000101'`);
    expect(invoices[1].total).toBe(order!.total);
    // A second run issues nothing twice.
    await seedOrderHistory(gateway.db, new Date());
    expect((await anna(LIST)).data!.accountInvoices.invoices).toHaveLength(4);
    const page = (await anna(LIST, { first: 1 })).data!.accountInvoices;
    expect(page.next).toBe(invoices[0].number);
    expect((await anna(LIST, { first: 3, after: page.next })).data!.accountInvoices).toEqual({ invoices: invoices.slice(1), next: null });
  });

  it('answers the PDF to its customer alone: the number, the lines and the VAT in its text; another’s or a missing number is the same 404', async () => {
    const anna = await as('c-de-0001');
    const [invoice] = (await anna(LIST)).data!.accountInvoices.invoices;
    const answer = await pdf(invoice.pdf, await tokenOf('c-de-0001'));
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('application/pdf');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="${invoice.number}.pdf"`);
    const text = await textOf(new Uint8Array(await answer.arrayBuffer()));
    const [line] = await gateway.db.query<{ name: string }>(`select name from order_lines where order_number = $1 and position = 0`, [invoice.orderNumber]);
    for (const part of [`Rechnung ${invoice.number}`, invoice.orderNumber, line!.name, 'darin enthaltene MwSt. 19', 'USt-IdNr. DE298765431', 'Vitrine GmbH'])
      expect(text).toContain(part);

    const klaus = await tokenOf('c-de-0002');
    const missing = await pdf('/api/account/invoices/79999999.pdf', klaus);
    const others = await pdf(invoice.pdf, klaus);
    expect([missing.status, others.status]).toEqual([404, 404]);
    expect(await others.json()).toEqual(await missing.json());
    // Laura's shop does not know Anna's invoice either.
    expect((await pdf(invoice.pdf, await tokenOf('c-ch-0001', 'ch'), 'ch')).status).toBe(404);
  });

  it('asks a guest and a soft login for the password', async () => {
    const [first] = await gateway.db.query<{ number: string }>(`select number from invoices where customer_id = 'c-de-0001' limit 1`);
    const number = first!.number;
    expect((await pdf(`/api/account/invoices/${number}.pdf`)).status).toBe(401);
    expect((await pdf(`/api/account/invoices/${number}.pdf`, await tokenOf('c-de-0001', 'base', 1))).status).toBe(401);
    const soft = await as('c-de-0001', 'base', 1);
    expect((await soft(LIST)).data).toEqual({ accountInvoices: null });
  });
});
