-- A retried mutation runs once: the key an owner (visitor or customer) sent, the hash of the
-- request it came with, and the answer it got. A key still "running" answers 409; the same key
-- with another request answers 422; keys are forgotten after a day.
create table idempotency_keys (
  owner text not null,
  key text not null,
  request_hash text not null,
  state text not null check (state in ('running', 'done')),
  response jsonb,
  created_at timestamptz not null default now(),
  primary key (owner, key)
);
create index idempotency_keys_created_idx on idempotency_keys (created_at);
