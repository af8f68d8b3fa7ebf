-- Returns (issue 27): a customer sends back what was delivered, per order line (part of a line's
-- quantity allowed) with a reason; picked up on a working day (at least three ahead, the pickup
-- country's public holidays counted: @vitrine/calendar) or dropped off at any parcel service point.
create table returns (
  id text primary key,
  tenant text not null,
  customer_id text not null references customers(id),
  order_number text not null references orders(number) on delete cascade,
  method text not null check (method in ('pickup', 'drop-off')),
  pickup_on date,
  status text not null check (status in ('registered', 'received', 'refunded')),
  created_at timestamptz not null,
  check ((method = 'pickup') = (pickup_on is not null))
);
create index returns_order_idx on returns (order_number, created_at);

create table return_lines (
  return_id text not null references returns(id) on delete cascade,
  line_position int not null,
  quantity int not null check (quantity between 1 and 10),
  reason text not null check (reason in ('too-small', 'too-big', 'not-as-described', 'damaged', 'wrong-item', 'changed-mind')),
  primary key (return_id, line_position)
);
