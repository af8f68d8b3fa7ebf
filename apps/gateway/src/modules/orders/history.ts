import { languageOf, localSpelling, type ProductLocale } from '@vitrine/i18n';
import { addDays } from '@vitrine/calendar';
import { type InstalmentPlan, instalmentSchedule } from '@vitrine/instalment-math';
import { localDay, orderTotals } from '@vitrine/pricing';
import type { TenantConfig } from '@vitrine/tenant-config';
import type { Database } from '../../db/database';
import { TENANTS } from '../../http/tenants';
import { readAddresses } from '../address-book/repository';
import { reshapeAddress } from '../address-book/service';
import { book } from '../bookings/repository';
import { instalmentPlan, planModel } from '../checkout/model';
import { issueInvoice } from '../invoices/service';

/**
 * The demo customers' order history (issue 27), so that every account shows what a customer with a
 * past sees: an order delivered weeks ago and paid, one partly shipped with the carrier's scans (the
 * rest still prepared), one cancelled, one paid in six instalments (those due so far debited), and
 * one partly returned (the piece booked back, the rest paid): their invoices, payments and credits
 * in the ledger (bookings). Dated from `now`; made once per customer (fixed order
 * numbers: a second run changes nothing). Orders placed in the shop come from the sequence
 * (40000001 on) and never meet these (39xxxxxx).
 */
const DEMO_CUSTOMERS: readonly { id: string; index: number; locale: ProductLocale; carrier: 'dhl' | 'swiss-post' | 'postnl'; places: [string, string, string] }[] = [
  { id: 'c-de-0001', index: 1, locale: 'de-DE', carrier: 'dhl', places: ['Paketzentrum Bornitz', 'Paketzentrum Börnicke', 'Zustellbasis Berlin'] },
  { id: 'c-de-0002', index: 2, locale: 'de-DE', carrier: 'dhl', places: ['Paketzentrum Bornitz', 'Paketzentrum Köln-Eifeltor', 'Zustellbasis Köln'] },
  { id: 'c-ch-0001', index: 3, locale: 'de-CH', carrier: 'swiss-post', places: ['Paketzentrum Härkingen', 'Paketzentrum Frauenfeld', 'Zustellstelle 8001 Zürich'] },
  { id: 'c-ch-0002', index: 4, locale: 'fr-CH', carrier: 'swiss-post', places: ['Centre colis Härkingen', 'Centre colis Daillens', 'Office de distribution 1204 Genève'] },
  { id: 'c-nl-0001', index: 5, locale: 'nl-NL', carrier: 'postnl', places: ['Sorteercentrum Nieuwegein', 'Sorteercentrum Amsterdam', 'Bezorgdepot Amsterdam'] },
];

const DAY = 86_400_000;
const TRACKING_PREFIX = { dhl: '003404341610940', 'swiss-post': '99.60.118220.', postnl: '3SVTR' } as const;

interface DemoProduct {
  sku: string;
  variant: string;
  name: Record<'de' | 'fr' | 'nl', string>;
  label: Record<'de' | 'fr' | 'nl', string> | null;
  price: number;
}

/**
 * What the customer paid and sent back of an order's first invoice, in the ledger: a piece returned
 * and booked back (its return refunded), the rest paid by transfer ten days after the invoice; for
 * instalments, each instalment due by now paid by direct debit on its day.
 */
async function settle(
  db: Pick<Database, 'query'>,
  {
    tenant,
    customerId,
    number,
    invoice,
    created,
    now,
    plan,
    lines,
    instalmentTerms,
  }: {
    tenant: TenantConfig;
    customerId: string;
    number: string;
    invoice: string;
    created: Date;
    now: Date;
    plan: { method: string; status: string; returned?: [number, number] };
    lines: { position: number; p: DemoProduct }[];
    instalmentTerms: InstalmentPlan | null;
  },
): Promise<void> {
  const today = localDay(now, tenant.timeZone);
  const ledger = { tenant: tenant.key, customerId, currency: tenant.currency, orderNumber: number };
  if (instalmentTerms) {
    for (const instalment of instalmentSchedule(instalmentTerms, localDay(created, tenant.timeZone))) {
      if (instalment.due > today) break;
      await book(db, { ...ledger, bookedOn: instalment.due, kind: 'payment', amount: instalment.amount, reference: `debit:${number}:${instalment.number}` });
    }
    return;
  }
  // An order on invoice is paid once its status says so (the partly shipped one is still open).
  if (plan.method !== 'INVOICE' || plan.status !== 'paid') return;
  const [issued] = await db.query<{ issued_on: string; total: number }>('select issued_on::text as issued_on, total from invoices where number = $1', [invoice]);
  if (!issued) return;
  let credit = 0;
  if (plan.returned) {
    const [position, quantity] = plan.returned;
    const id = `RT-${number}`;
    const registered = new Date(`${addDays(issued.issued_on, 3)}T09:00:00Z`);
    await db.query(
      `insert into returns (id, tenant, customer_id, order_number, method, pickup_on, status, created_at) values ($1, $2, $3, $4, 'drop-off', null, 'refunded', $5) on conflict (id) do nothing`,
      [id, tenant.key, customerId, number, registered.toISOString()],
    );
    await db.query(`insert into return_lines (return_id, line_position, quantity, reason) values ($1, $2, $3, 'too-big') on conflict do nothing`, [id, position, quantity]);
    credit = lines[position]!.p.price * quantity;
    await book(db, { ...ledger, bookedOn: addDays(issued.issued_on, 8), kind: 'credit', amount: credit, invoiceNumber: invoice, returnId: id, reference: `refund:${id}` });
  }
  await book(db, { ...ledger, bookedOn: addDays(issued.issued_on, 10), kind: 'payment', amount: issued.total - credit, invoiceNumber: invoice, reference: `transfer:${invoice}` });
}

/** Makes the demo customers' history where it is missing; answers how many orders it wrote. */
export async function seedOrderHistory(db: Database, now: Date = new Date()): Promise<number> {
  let written = 0;
  const [{ products: catalogSize } = { products: 0 }] = await db.query<{ products: number }>('select count(*)::int as products from products');
  for (const demo of DEMO_CUSTOMERS) {
    const [customer] = await db.query<{ id: string; tenant: string }>('select id, tenant from customers where id = $1', [demo.id]);
    const tenant = customer && TENANTS[customer.tenant];
    if (!customer || !tenant) continue;
    const [address] = (await readAddresses(db, demo.id, tenant.order.deliveryCountries)).map(reshapeAddress);
    if (!address) continue;
    const products = await db.query<DemoProduct>(
      `select p.sku, v.sku as variant, p.name, v.label, pr.amount as price
         from products p join variants v on v.product_sku = p.sku and v.position = 0 join prices pr on pr.product_sku = p.sku and pr.currency = $1
        order by p.sku offset $2 limit 5`,
      [tenant.currency, (demo.index * 7) % Math.max(1, catalogSize - 5)],
    );
    if (products.length < 5) continue;
    const language = languageOf(demo.locale) as 'de' | 'fr' | 'nl';
    const dearest = products.reduce((a, b) => (b.price > a.price ? b : a));
    const named = (p: DemoProduct) => ({ name: localSpelling(p.name[language], demo.locale), label: p.label ? localSpelling(p.label[language], demo.locale) : null });
    const plans: {
      suffix: string;
      ago: number;
      status: string;
      method: string;
      lines: [DemoProduct, number][];
      parcels: { ago: number; deliveredAgo: number | null; lines: [number, number][] }[];
      /** Paid in this many instalments (the tenant's terms), those due by now paid by direct debit. */
      instalments?: number;
      /** A piece sent back from the first parcel (line, quantity), refunded; the rest of its invoice paid by transfer. */
      returned?: [number, number];
    }[] = [
      {
        suffix: '01',
        ago: 45,
        status: 'paid',
        method: 'INVOICE',
        lines: [
          [products[0]!, 1],
          [products[1]!, 2],
        ],
        parcels: [
          {
            ago: 44,
            deliveredAgo: 42,
            lines: [
              [0, 1],
              [1, 2],
            ],
          },
        ],
      },
      {
        suffix: '02',
        ago: 3,
        status: 'placed',
        method: 'INVOICE',
        lines: [
          [products[2]!, 1],
          [products[3]!, 1],
        ],
        parcels: [{ ago: 1, deliveredAgo: null, lines: [[0, 1]] }],
      },
      { suffix: '03', ago: 20, status: 'cancelled', method: 'PREPAYMENT', lines: [[products[4]!, 1]], parcels: [] },
      {
        suffix: '04',
        ago: 75,
        status: 'placed',
        method: 'INSTALMENTS',
        lines: [[dearest, Math.min(10, Math.ceil(15_000 / dearest.price))]],
        parcels: [{ ago: 73, deliveredAgo: 71, lines: [[0, Math.min(10, Math.ceil(15_000 / dearest.price))]] }],
        instalments: 6,
      },
      {
        suffix: '05',
        ago: 60,
        status: 'paid',
        method: 'INVOICE',
        lines: [
          [products[3]!, 1],
          [products[4]!, 1],
        ],
        parcels: [
          {
            ago: 59,
            deliveredAgo: 57,
            lines: [
              [0, 1],
              [1, 1],
            ],
          },
        ],
        returned: [1, 1],
      },
    ];
    for (const plan of plans) {
      const number = `39${String(demo.index).padStart(4, '0')}${plan.suffix}`;
      const created = new Date(now.getTime() - plan.ago * DAY);
      const lines = plan.lines.map(([p, quantity], position) => ({ position, p, quantity, total: p.price * quantity }));
      const shipping = tenant.order.delivery.standard.price;
      const totals = orderTotals({ lines: lines.map((l) => ({ amount: l.total })), shipping, vatRates: tenant.order.vatRates });
      const instalmentTerms = plan.instalments ? instalmentPlan(tenant.installmentCalculator, totals.total, plan.instalments, null) : null;
      const total = instalmentTerms ? instalmentTerms.overallPrice : totals.total;
      await db.transaction(async (tx) => {
        const [made] = await tx.query<{ number: string }>(
          `insert into orders (number, tenant, customer_id, attempt, status, locale, currency, goods, shipping, payment_surcharge, discount, total, vat, address,
                               delivery_option, parcel_shop, delivery_earliest, delivery_latest, payment_method, payment_pause, instalment_plan, created_at)
           values ($1, $2, $3, $4, $5, $6, $7, $8, $9, 0, 0, $10, $11::jsonb, $12::jsonb, 'STANDARD', null, $13, $14, $15, false, $17::jsonb, $16)
           on conflict (number) do nothing returning number`,
          [
            number,
            tenant.key,
            demo.id,
            `demo-history-${number}`,
            plan.status,
            demo.locale,
            tenant.currency,
            totals.goods,
            totals.shipping,
            total,
            JSON.stringify(totals.vat),
            JSON.stringify(address),
            new Date(created.getTime() + 2 * DAY).toISOString().slice(0, 10),
            new Date(created.getTime() + 4 * DAY).toISOString().slice(0, 10),
            plan.method,
            created.toISOString(),
            instalmentTerms ? JSON.stringify(planModel(instalmentTerms)) : null,
          ],
        );
        if (!made) return;
        written += 1;
        for (const line of lines) {
          const { name, label } = named(line.p);
          await tx.query(
            'insert into order_lines (order_number, position, variant_sku, product_sku, name, variant_label, quantity, unit_price, line_total) values ($1, $2, $3, $4, $5, $6, $7, $8, $9)',
            [number, line.position, line.p.variant, line.p.sku, name, label, line.quantity, line.p.price, line.total],
          );
        }
        for (const [i, parcel] of plan.parcels.entries()) {
          const shipped = new Date(now.getTime() - parcel.ago * DAY);
          const delivered = parcel.deliveredAgo === null ? null : new Date(now.getTime() - parcel.deliveredAgo * DAY);
          const at = (days: number, hour: number) => new Date(shipped.getTime() + days * DAY + hour * 3_600_000).toISOString();
          const events = [
            { at: at(0, 0), kind: 'handed-over', place: demo.places[0] },
            { at: at(0, 6), kind: 'in-transit', place: demo.places[1] },
            ...(delivered
              ? [
                  { at: at(1, 10), kind: 'out-for-delivery', place: demo.places[2] },
                  { at: delivered.toISOString(), kind: 'delivered', place: demo.places[2] },
                ]
              : []),
          ];
          const id = `d-${number}-${i + 1}`;
          await tx.query(
            `insert into deliveries (id, order_number, carrier, tracking_number, status, shipped_at, delivered_at, events) values ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
            [
              id,
              number,
              demo.carrier,
              `${TRACKING_PREFIX[demo.carrier]}${number}${i + 1}`,
              delivered ? 'delivered' : 'shipped',
              shipped.toISOString(),
              delivered?.toISOString() ?? null,
              JSON.stringify(events),
            ],
          );
          for (const [position, quantity] of parcel.lines) {
            await tx.query('insert into delivery_lines (delivery_id, line_position, quantity) values ($1, $2, $3)', [id, position, quantity]);
          }
          // The parcel left the warehouse: its invoice.
          const invoice = await issueInvoice(tx, id);
          if (i === 0 && invoice) await settle(tx, { tenant, customerId: demo.id, number, invoice, created, now, plan, lines, instalmentTerms });
        }
      });
    }
  }
  // Parcels without their invoice (a history made before invoices were issued): issued now.
  for (const { id } of await db.query<{ id: string }>(
    'select d.id from deliveries d left join invoices i on i.delivery_id = d.id where i.number is null order by d.shipped_at, d.id',
  )) {
    await issueInvoice(db, id);
  }
  return written;
}
