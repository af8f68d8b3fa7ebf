-- Vouchers (issue 12): discount codes (a percentage off goods that are not reduced, once a day) and
-- the newsletter's welcome voucher (an amount off goods that are not technical, once, within 30 days
-- of receipt, for the customer it was sent to). The rules are @vitrine/pricing's redeemVoucher; a
-- redemption's once_key makes "once" hold even for two orders at the same moment.
create table vouchers (
  tenant text not null,
  code text not null check (code = upper(code)),
  kind text not null check (kind in ('discount-code', 'newsletter')),
  value int not null check (value > 0),
  percent boolean not null,
  minimum_order int not null default 0 check (minimum_order >= 0),
  valid_from timestamptz not null,
  valid_until timestamptz not null,
  -- The newsletter voucher's customer and when it reached them.
  customer_id text references customers(id) on delete cascade,
  received_at timestamptz,
  primary key (tenant, code)
);

create table voucher_redemptions (
  order_number text primary key references orders(number) on delete cascade,
  tenant text not null,
  code text not null,
  customer_id text not null,
  redeemed_at timestamptz not null,
  -- code:customer:day for a discount code, code:customer for the newsletter voucher.
  once_key text not null unique
);
create index voucher_redemptions_customer_idx on voucher_redemptions (tenant, code, customer_id);

alter table checkouts add column voucher_code text;
alter table orders add column voucher_code text;

-- Demo vouchers (listed in the gateway's README).
insert into vouchers (tenant, code, kind, value, percent, minimum_order, valid_from, valid_until, customer_id, received_at) values
  ('base', 'HERBST10', 'discount-code', 10, true, 0, '2026-01-01T00:00:00Z', '2027-12-31T23:59:59Z', null, null),
  ('ch', 'HERBST10', 'discount-code', 10, true, 0, '2026-01-01T00:00:00Z', '2027-12-31T23:59:59Z', null, null),
  ('nl', 'HERFST10', 'discount-code', 10, true, 0, '2026-01-01T00:00:00Z', '2027-12-31T23:59:59Z', null, null),
  ('base', 'SOMMER15', 'discount-code', 15, true, 0, '2026-06-01T00:00:00Z', '2026-09-30T23:59:59Z', null, null),
  ('base', 'WILLKOMMEN-ANNA', 'newsletter', 1000, false, 5000, '2026-01-01T00:00:00Z', '2099-12-31T23:59:59Z', 'c-de-0001', now()),
  ('ch', 'WILLKOMMEN-LAURA', 'newsletter', 3000, false, 9000, '2026-01-01T00:00:00Z', '2099-12-31T23:59:59Z', 'c-ch-0001', now()),
  ('ch', 'BIENVENUE-CLAIRE', 'newsletter', 3000, false, 9000, '2026-01-01T00:00:00Z', '2099-12-31T23:59:59Z', 'c-ch-0002', now()),
  ('nl', 'WELKOM-SANNE', 'newsletter', 1000, false, 5000, '2026-01-01T00:00:00Z', '2099-12-31T23:59:59Z', 'c-nl-0001', now());
