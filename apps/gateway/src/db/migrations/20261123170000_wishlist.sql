-- The wishlist (issue 11): one per customer (login required), an item per variant.
create table wishlist_items (
  customer_id text not null references customers(id) on delete cascade,
  variant_sku text not null references variants(sku) on delete cascade,
  added_at timestamptz not null,
  primary key (customer_id, variant_sku)
);
create index wishlist_items_customer_idx on wishlist_items (customer_id, added_at desc);
