-- PAYBACK (issue 27, de-DE): the bonus programme's card a customer links to the account. Points are
-- collected on what is invoiced while a card is linked (1 point per full 2 EUR of goods after the
-- voucher) and taken back for what is refunded; unlinking keeps the history (the points were sent on).
create table payback_links (
  id bigint generated always as identity primary key,
  customer_id text not null references customers(id) on delete cascade,
  card_number text not null check (card_number ~ '^\d{10}$'),
  linked_on date not null,
  unlinked_on date,
  check (unlinked_on is null or unlinked_on >= linked_on)
);
create unique index payback_links_current_idx on payback_links (customer_id) where unlinked_on is null;

-- Anna (shop-de) has collected points for a year.
insert into payback_links (customer_id, card_number, linked_on) values ('c-de-0001', '4711081501', current_date - 400);
