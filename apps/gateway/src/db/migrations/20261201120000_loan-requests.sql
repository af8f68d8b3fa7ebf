-- Lend-money requests (spec §5): each one recorded with its outcome; the demo customers of the
-- README get the IBAN and phone the form shows (the banks' published test numbers).
create table loan_requests (
  reference text primary key,
  tenant text not null,
  customer_id text not null references customers(id) on delete cascade,
  amount integer not null check (amount > 0),
  phone text not null,
  account_holder text not null,
  outcome text not null,
  unmet text[] not null default '{}',
  created_at timestamptz not null
);
create index loan_requests_customer_idx on loan_requests (customer_id, created_at desc);

update customers set iban = 'DE89370400440532013000', phone = coalesce(phone, '+49 30 5550100')
  where id in ('c-de-0010', 'c-de-0011', 'c-de-0012', 'c-de-0013', 'c-de-0014', 'c-de-0015', 'c-de-0016', 'c-de-0017', 'c-de-0018') and iban is null;
