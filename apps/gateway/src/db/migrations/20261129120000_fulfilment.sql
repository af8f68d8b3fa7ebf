-- Fulfilment (issue 27): when the sandbox warehouse and carrier act on what the shop wrote. An order
-- placed in the shop is shipped once its ship_due passed (and it is placed or paid), a parcel is
-- delivered at its deliver_due, a return is received at its receive_due and booked back at its
-- refund_due. Rows without a due (the demo history) are left as they are.
alter table orders add column ship_due timestamptz;
create index orders_ship_due_idx on orders (ship_due) where ship_due is not null;
alter table deliveries add column deliver_due timestamptz;
create index deliveries_deliver_due_idx on deliveries (deliver_due) where deliver_due is not null;
alter table returns add column receive_due timestamptz;
alter table returns add column refund_due timestamptz;
create index returns_due_idx on returns (status) where status <> 'refunded' and receive_due is not null;
