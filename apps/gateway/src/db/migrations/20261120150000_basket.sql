-- legacy-version: 6
-- One basket per visitor (the Basket's fixed identity); a line per variant.
create table basket_lines (
  owner text not null,
  variant_sku text not null references variants(sku) on delete cascade,
  quantity int not null check (quantity between 1 and 10),
  added_at timestamptz not null default now(),
  primary key (owner, variant_sku)
);
