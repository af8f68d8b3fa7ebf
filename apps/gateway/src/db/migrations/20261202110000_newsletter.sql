-- The newsletter (spec §4): one subscription per shop and e-mail address (lower case), pending until
-- the mail's link confirms it where the shop asks for double opt-in; its welcome voucher made once.
create table newsletter_subscriptions (
  id text primary key,
  tenant text not null,
  email text not null check (email = lower(email)),
  locale text not null,
  status text not null check (status in ('pending', 'active', 'unsubscribed')),
  -- Spec §3's frequency option values: 0 daily … 3 monthly; 1 (weekly) by default.
  frequency int not null default 1 check (frequency between 0 and 3),
  paused_until timestamptz,
  -- The shop's newsletter and the second brand's.
  shop_newsletter boolean not null default true,
  second_brand boolean not null default true,
  created_at timestamptz not null,
  confirmed_at timestamptz,
  token_hash text,
  token_expires_at timestamptz,
  voucher_code text,
  unique (tenant, email)
);
create unique index newsletter_token_idx on newsletter_subscriptions (token_hash) where token_hash is not null;

-- Every confirmation mail sent (how many an address gets in an hour).
create table newsletter_mails (
  subscription_id text not null references newsletter_subscriptions(id) on delete cascade,
  sent_at timestamptz not null
);
create index newsletter_mails_idx on newsletter_mails (subscription_id, sent_at);

-- A welcome voucher belongs to the address it was mailed to (a subscriber need not have an account yet).
alter table vouchers add column email text;
