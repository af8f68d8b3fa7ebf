-- The mail outbox (issue 11): the sandbox mail adapter stores every mail the shop sends, whole, so
-- that it can be read at the gateway's /outbox on loopback as the customer would see it.
create table outbox (
  id bigserial primary key,
  tenant text not null,
  locale text not null,
  kind text not null,
  recipient text not null,
  subject text not null,
  html text not null,
  body_text text not null,
  sent_at timestamptz not null
);
create index outbox_sent_idx on outbox (sent_at desc);

-- Single-use links of "forgot password": only the SHA-256 of the token is kept (a stolen backup
-- holds no working link); a link works once, until it expires, and a newer request replaces it.
create table password_resets (
  token_hash text primary key,
  customer_id text not null references customers(id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index password_resets_customer_idx on password_resets (customer_id) where used_at is null;

-- Requests for a reset link, counted per e-mail (whether or not it has an account) and per address.
create table reset_requests (
  tenant text not null,
  account text not null,
  ip text,
  at timestamptz not null
);
create index reset_requests_account_idx on reset_requests (tenant, account, at desc);
create index reset_requests_ip_idx on reset_requests (ip, at desc);
