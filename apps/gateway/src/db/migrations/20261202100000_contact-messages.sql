-- The contact form (spec §3, §5): the files shoppers attach (kept by the file store; the embedded
-- default keeps their bytes in stored_files), each upload owned by the visitor who sent it until a
-- message uses it, and the messages themselves.
create table stored_files (
  key text primary key,
  bytes bytea not null,
  created_at timestamptz not null
);

create table uploads (
  id text primary key,
  tenant text not null,
  owner text not null,
  name text not null,
  size integer not null check (size > 0),
  content_type text not null,
  sha256 text not null,
  storage_key text not null,
  created_at timestamptz not null,
  message_reference text
);
create index uploads_owner_idx on uploads (tenant, owner, created_at);

create table contact_messages (
  reference text primary key,
  tenant text not null,
  locale text not null,
  customer_id text references customers(id) on delete set null,
  salutation text not null,
  first_name text not null,
  last_name text not null,
  street text not null,
  house_number text not null,
  postal_code text not null,
  city text not null,
  email text not null,
  phone text,
  customer_number text,
  birthday date,
  subject text not null,
  message text not null,
  opt_out_newsletter boolean not null default false,
  opt_out_advertising boolean not null default false,
  opt_out_marketing boolean not null default false,
  created_at timestamptz not null
);
create index contact_messages_email_idx on contact_messages (tenant, lower(email), created_at desc);

-- A captcha solution is accepted once (replays refused until it would have expired anyway).
create table captcha_solutions (
  signature text primary key,
  expires_at timestamptz not null
);
