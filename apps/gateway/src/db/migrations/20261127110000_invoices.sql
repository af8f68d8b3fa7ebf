-- Invoices (issue 27): one per delivery, issued when the parcel leaves the warehouse, with what it
-- held at the order's prices; the order's shipping and voucher on its first invoice. The amounts
-- and lines are kept as issued (an invoice never changes); the PDF is made from them on request.
create sequence invoice_numbers start with 70000001;

create table invoices (
  number text primary key,
  tenant text not null,
  customer_id text not null references customers(id),
  order_number text not null references orders(number) on delete cascade,
  delivery_id text not null unique references deliveries(id) on delete cascade,
  issued_on date not null,
  delivered_on date not null,
  currency text not null check (currency in ('EUR', 'CHF')),
  goods int not null check (goods >= 0),
  shipping int not null check (shipping >= 0),
  discount int not null check (discount >= 0),
  total int not null check (total >= 0),
  vat jsonb not null,
  -- [{ "position", "productName", "variantLabel", "quantity", "unitPrice", "lineTotal" }]
  lines jsonb not null,
  payment_method text not null,
  -- Payment on invoice: the day it is due; null when paid with the order.
  due_on date
);
create index invoices_customer_idx on invoices (customer_id, issued_on desc, number desc);
