-- The order's confirmation mail is owed (a transactional outbox on the order row): set in the same
-- transaction that places the order (or, for a card or iDEAL order, that books its payment), cleared
-- once the mail is in the outbox. A gateway that dies in between leaves it set: the minute's job sends it.
alter table orders add column confirmation_due_at timestamptz;
create index orders_confirmation_due on orders (confirmation_due_at) where confirmation_due_at is not null;
