-- legacy-version: 1
create extension if not exists pg_trgm;
create extension if not exists unaccent;

create table categories (
  key text primary key,
  parent_key text references categories(key),
  name jsonb not null,
  position int not null default 0
);

create table products (
  sku text primary key check (sku ~ '^[A-Za-z0-9]{4,20}$'),
  category_key text not null references categories(key),
  brand text not null,
  name jsonb not null,
  description jsonb not null,
  variation_dimension jsonb,
  colours jsonb not null default '[]',
  flags text[] not null default '{}',
  rating numeric(2,1) check (rating between 1 and 5),
  review_count int not null default 0 check (review_count >= 0),
  image_count int not null default 1 check (image_count between 1 and 8),
  hue int not null default 180,
  created_at timestamptz not null default now()
);
create index products_category_idx on products (category_key);
create index products_created_idx on products (created_at desc, sku);

create table variants (
  sku text primary key,
  product_sku text not null references products(sku) on delete cascade,
  label jsonb not null,
  position int not null,
  stock int not null check (stock >= 0)
);
create index variants_product_idx on variants (product_sku, position);

create table prices (
  product_sku text not null references products(sku) on delete cascade,
  currency text not null check (currency in ('EUR', 'CHF')),
  amount int not null check (amount > 0),
  original_amount int check (original_amount is null or original_amount > amount),
  unit_amount int,
  unit_quantity numeric,
  unit text,
  primary key (product_sku, currency)
);
