-- A registration is an account only once its e-mail is confirmed: until then it waits here, and a
-- registration with an e-mail that has an account changes nothing and mails the owner instead, so
-- that the answer never tells who is a customer. Only the SHA-256 of the mailed token is kept.
create table pending_registrations (
  token_hash text primary key,
  tenant text not null,
  email text not null,
  first_name text not null,
  last_name text not null,
  date_of_birth date not null,
  password_hash text not null,
  locale text not null,
  keep_logged_in boolean not null default false,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index pending_registrations_email_idx on pending_registrations (tenant, email);
