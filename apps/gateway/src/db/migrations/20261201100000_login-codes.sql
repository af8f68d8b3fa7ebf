-- A soft login (customer number and date of birth, or a session kept on the device) asks for the
-- password or a code mailed to the customer before the checkout and the account. A code belongs to
-- one session, works once, for ten minutes, and for five tries; only its hash is kept.
create table login_codes (
  id bigint generated always as identity primary key,
  tenant text not null,
  customer_id text not null,
  session_id text not null,
  code_hash text not null,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  attempts integer not null default 0,
  used_at timestamptz
);
create index login_codes_session_idx on login_codes (session_id, created_at desc);
create index login_codes_customer_idx on login_codes (tenant, customer_id, created_at desc);
