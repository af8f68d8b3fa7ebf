-- Payments at the (sandbox) payment provider (issue 12): card and iDEAL orders wait for their
-- payment; the provider's events (its return to the shop and its webhooks) are recorded once each by
-- their id, so an event delivered twice, late or out of order changes nothing twice.
create table payments (
  id text primary key,
  tenant text not null,
  order_number text not null references orders(number) on delete cascade,
  method text not null check (method in ('creditCard', 'ideal')),
  amount int not null check (amount > 0),
  currency text not null check (currency in ('EUR', 'CHF')),
  locale text not null,
  status text not null check (status in ('open', 'challenge', 'authorised', 'declined', 'abandoned')),
  return_url text not null,
  created_at timestamptz not null,
  updated_at timestamptz not null
);
create index payments_order_idx on payments (order_number, created_at desc);

create table payment_events (
  id text primary key,
  payment_id text not null references payments(id) on delete cascade,
  status text not null,
  occurred_at timestamptz not null,
  received_at timestamptz not null,
  -- What the event did: applied, or ignored (the payment had its final status already).
  outcome text not null
);
