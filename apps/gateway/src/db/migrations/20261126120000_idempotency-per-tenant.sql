-- Issue 26: one idempotency for every write (GraphQL mutations and REST writes). A key belongs to the
-- tenant (the owner, the operation and its arguments are in the request's hash: another visitor's
-- request with the same key is another request, 422). The first answer is stored as it went out
-- (status, headers, body). `started_at` lets a retry take over a key whose request died with its
-- process. Keys are kept for a day; the ones of the old shape are a day old at most and dropped.
drop table idempotency_keys;
create table idempotency_keys (
  tenant text not null,
  key text not null,
  request_hash text not null,
  state text not null check (state in ('running', 'done')),
  response jsonb,
  created_at timestamptz not null,
  started_at timestamptz not null,
  primary key (tenant, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);
