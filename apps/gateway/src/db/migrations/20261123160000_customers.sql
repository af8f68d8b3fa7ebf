-- Customers (issue 11): per tenant, the e-mail unique in its shop; passwords only as scrypt hashes
-- (see modules/identity/passwords.ts). Sessions are the gateway's record of every login: a token
-- names its session, and a revoked session's tokens are refused. Failed logins slow an attacker.
create table customers (
  id text primary key,
  tenant text not null,
  business_partner_no text not null unique,
  customer_no text not null unique,
  email text not null check (email = lower(email)),
  first_name text not null,
  last_name text not null,
  date_of_birth date not null,
  password_hash text not null,
  premium_until date,
  created_at timestamptz not null default now(),
  unique (tenant, email)
);

create table sessions (
  id text primary key,
  tenant text not null,
  customer_id text not null references customers(id) on delete cascade,
  created_at timestamptz not null,
  -- "Keep me logged in on this device": until then an expired session comes back as a soft login.
  soft_until timestamptz,
  revoked_at timestamptz
);
create index sessions_customer_idx on sessions (customer_id) where revoked_at is null;

create table login_failures (
  tenant text not null,
  account text not null,
  ip text,
  at timestamptz not null
);
create index login_failures_account_idx on login_failures (tenant, account, at desc);
create index login_failures_ip_idx on login_failures (ip, at desc);

-- Demo customers (their passwords are in the README).
insert into customers (id, tenant, business_partner_no, customer_no, email, first_name, last_name, date_of_birth, password_hash, premium_until) values
  ('c-de-0001', 'base', 'BP-1000001', '10000001', 'anna.schmidt@example.de', 'Anna', 'Schmidt', '1985-04-12', 'scrypt$ln=17,r=8,p=1$M51sxiFrrTinOjddszZruA==$u4oOzvrvUYjOfsQ2JuRFpJOxyRXdV2pBGQ1GMRw0FKxzPlAqzCbRusmhtqhOJA+q+wzwLo1myJ2YFJy2gE4YBQ==', null),
  ('c-de-0002', 'base', 'BP-1000002', '10000002', 'klaus.becker@example.de', 'Klaus', 'Becker', '1962-11-30', 'scrypt$ln=14,r=8,p=1$o0QOyzkSvFCrEb6Nt35S0g==$ufhey69/gRtij8wO8s6VxwNNx66Gn7lmcZqJDH3laYy8fuNlCrkDWaKVe0eRKsoYCiltN4R9oSJCbq8Tb9sZDw==', null),
  ('c-ch-0001', 'ch', 'BP-2000001', '20000001', 'laura.meier@example.ch', 'Laura', 'Meier', '1990-09-23', 'scrypt$ln=17,r=8,p=1$Ia6LexsGfHZBKk8JyH0JyQ==$eIW/5aa6iWMkNqBM/2PlTuQDaSu+PIyRX6Ys1GayVyU2E0D2X3Q/+PJS5oGzpWuLi4OwWQA+vIsUfASfWpEWAQ==', '2027-03-31'),
  ('c-ch-0002', 'ch', 'BP-2000002', '20000002', 'claire.dubois@example.ch', 'Claire', 'Dubois', '1978-02-05', 'scrypt$ln=17,r=8,p=1$pC4EhRSjDvcN8ROqzM/PoQ==$uZ5LP0Kdmym+bUD391zXrl7ia3C6kM0CbPVEzPwdv+402GMV6PyFyC2az0yXFLqXV9wTIgPYfXBIThuKVWKHug==', null),
  ('c-nl-0001', 'nl', 'BP-3000001', '30000001', 'sanne.devries@example.nl', 'Sanne', 'de Vries', '1993-06-17', 'scrypt$ln=17,r=8,p=1$pC4EhRSjDvcN8ROqzM/PoQ==$uZ5LP0Kdmym+bUD391zXrl7ia3C6kM0CbPVEzPwdv+402GMV6PyFyC2az0yXFLqXV9wTIgPYfXBIThuKVWKHug==', null);
