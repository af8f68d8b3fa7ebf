-- Every serving gateway says it is alive once a second (issue 31): a write it left running when it
-- died (SIGKILL, a lost machine) is taken over as soon as its gateway has been silent for a few
-- seconds, instead of after the longest a request may take (35 s): the shopper who retries an order
-- after a gateway died waits seconds, not half a minute.
create table gateway_instances (
  id text primary key,
  seen_at timestamptz not null
);

-- Which gateway runs a claimed key (null: a key claimed before this migration).
alter table idempotency_keys add column instance text;
