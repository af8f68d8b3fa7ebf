-- Personal data (issue 27): a phone number and an IBAN beside the names and the date of birth; an
-- e-mail change waits for the link mailed to the new address; erasing an account waits for the link
-- mailed to its address, then leaves the orders and invoices the law keeps, without the person.
alter table customers add column phone text;
-- Stored normalised (no spaces, upper case); the gateway only ever answers it masked.
alter table customers add column iban text;
-- Set when the account was erased: nobody logs in to it again.
alter table customers add column erased_at timestamptz;

create table email_changes (
  token_hash text primary key,
  customer_id text not null references customers(id) on delete cascade,
  new_email text not null check (new_email = lower(new_email)),
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index email_changes_customer_idx on email_changes (customer_id) where used_at is null;

create table erasure_requests (
  token_hash text primary key,
  customer_id text not null references customers(id) on delete cascade,
  created_at timestamptz not null,
  expires_at timestamptz not null,
  used_at timestamptz
);
create index erasure_requests_customer_idx on erasure_requests (customer_id) where used_at is null;

-- The demo customers' phone numbers and IBANs (the banks' published test numbers).
update customers set phone = '+49 30 1234567', iban = 'DE89370400440532013000' where id = 'c-de-0001';
update customers set phone = '+41 44 123 45 67', iban = 'CH9300762011623852957' where id = 'c-ch-0001';
update customers set phone = '+31 20 123 4567' where id = 'c-nl-0001';
