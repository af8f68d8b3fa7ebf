-- The login throttle counts per account and address (an IPv6 address by its /64), reserves an
-- attempt before the secret is checked (pending until it failed or succeeded), and remembers the
-- pairs that logged in (trusted: an address failing for many accounts does not hold them up).
alter table login_failures rename column ip to address;
alter table login_failures add column id bigint generated always as identity primary key;
alter table login_failures add column pending boolean not null default false;
drop index login_failures_ip_idx;
create index login_failures_address_idx on login_failures (address, at desc);
create index login_failures_pair_idx on login_failures (tenant, account, address, at desc);

create table login_trusted (
  tenant text not null,
  account text not null,
  address text not null,
  at timestamptz not null,
  primary key (tenant, account, address)
);
