-- Payment links (issue 12): an open amount (an invoice or a prepayment order) paid by link, without a
-- login, at the payment provider with the methods the shop allows for links. The link's token is
-- the row's id and a signature made with the gateway secret (nothing stored is the whole token).
create table paylinks (
  id text primary key,
  tenant text not null,
  customer_id text references customers(id) on delete cascade,
  order_number text references orders(number) on delete cascade,
  -- What it pays, as the customer knows it (the order or invoice number).
  reference text not null,
  amount int not null check (amount > 0),
  currency text not null check (currency in ('EUR', 'CHF')),
  status text not null check (status in ('open', 'paid', 'cancelled')),
  expires_at timestamptz not null,
  paid_method text,
  paid_at timestamptz,
  created_at timestamptz not null
);
create unique index paylinks_order_idx on paylinks (order_number) where order_number is not null;

-- A payment at the provider pays an order or a payment link.
alter table payments alter column order_number drop not null;
alter table payments add column paylink_id text references paylinks(id) on delete cascade;
alter table payments add constraint payments_purpose_check check ((order_number is null) <> (paylink_id is null));
alter table payments drop constraint payments_method_check;
alter table payments add constraint payments_method_check check (method in ('creditCard', 'ideal', 'paypal', 'twint'));
create index payments_paylink_idx on payments (paylink_id, created_at desc);
