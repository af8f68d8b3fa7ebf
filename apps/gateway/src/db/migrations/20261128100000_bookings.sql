-- The customer's ledger (issue 27): what was invoiced and charged, what was paid and credited,
-- one row per event, written where the event happens (an invoice issued, a payment authorised,
-- a return refunded). `reference` makes each write happen once.
create table bookings (
  id bigint generated always as identity primary key,
  tenant text not null,
  customer_id text not null references customers(id),
  booked_on date not null,
  kind text not null check (kind in ('invoice', 'charge', 'payment', 'credit')),
  amount int not null check (amount > 0),
  currency text not null check (currency in ('EUR', 'CHF')),
  order_number text references orders(number) on delete cascade,
  invoice_number text references invoices(number) on delete cascade,
  return_id text references returns(id) on delete cascade,
  reference text not null unique
);
create index bookings_customer_idx on bookings (customer_id, booked_on, id);
