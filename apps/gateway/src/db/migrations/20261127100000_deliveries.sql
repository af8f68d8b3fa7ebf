-- The account's orders and deliveries (issue 27): the parcels an order left the warehouse in, what
-- each holds (order lines by position, part of a line's quantity allowed), and the carrier's scans.
-- Lines in no delivery are still being prepared (unless the order is cancelled).
create table deliveries (
  id text primary key,
  order_number text not null references orders(number) on delete cascade,
  carrier text not null check (carrier in ('dhl', 'swiss-post', 'postnl')),
  tracking_number text not null,
  status text not null check (status in ('shipped', 'delivered')),
  shipped_at timestamptz not null,
  delivered_at timestamptz,
  -- The carrier's scans, oldest first: [{ "at": ISO date-time, "kind": "handed-over" | "in-transit" | "out-for-delivery" | "delivered", "place": text }].
  events jsonb not null default '[]',
  check ((status = 'delivered') = (delivered_at is not null))
);
create index deliveries_order_idx on deliveries (order_number, shipped_at);

create table delivery_lines (
  delivery_id text not null references deliveries(id) on delete cascade,
  line_position int not null,
  quantity int not null check (quantity between 1 and 10),
  primary key (delivery_id, line_position)
);
