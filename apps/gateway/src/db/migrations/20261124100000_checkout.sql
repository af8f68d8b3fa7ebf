-- Checkout (issue 12): the customers' address books, what a customer chose in the checkout, and the
-- orders. An order is placed once per attempt: (customer_id, attempt) is unique, and the order, its
-- lines, the stock it takes and the emptied basket are one transaction.
create table addresses (
  id text primary key,
  customer_id text not null references customers(id) on delete cascade,
  salutation text not null check (salutation in ('female', 'male', 'none')),
  first_name text not null,
  last_name text not null,
  street text not null,
  house_number text not null,
  postal_code text not null,
  city text not null,
  country text not null check (country in ('DE', 'AT', 'CH', 'LI', 'NL')),
  created_at timestamptz not null default now()
);
create index addresses_customer_idx on addresses (customer_id, created_at);

create table checkouts (
  customer_id text primary key references customers(id) on delete cascade,
  address_id text references addresses(id) on delete set null,
  delivery_option text check (delivery_option in ('standard', 'express', 'parcelShop', 'freight')),
  parcel_shop_id text references parcel_shops(id) on delete set null,
  payment_method text check (payment_method in ('invoice', 'instalments', 'prepayment', 'creditCard', 'ideal')),
  instalment_count int check (instalment_count between 2 and 120),
  payment_pause boolean not null default false,
  updated_at timestamptz not null default now()
);

create sequence order_numbers start with 40000001;

create table orders (
  number text primary key,
  tenant text not null,
  customer_id text not null references customers(id),
  -- The shop's id of the attempt (one per check-and-order page): a replay finds this order.
  attempt text not null,
  status text not null check (status in ('placed', 'awaiting-payment', 'paid', 'cancelled')),
  locale text not null,
  currency text not null check (currency in ('EUR', 'CHF')),
  goods int not null check (goods >= 0),
  shipping int not null check (shipping >= 0),
  payment_surcharge int not null check (payment_surcharge >= 0),
  discount int not null check (discount >= 0),
  total int not null check (total >= 0),
  vat jsonb not null,
  address jsonb not null,
  delivery_option text not null,
  parcel_shop jsonb,
  delivery_earliest date not null,
  delivery_latest date not null,
  payment_method text not null,
  payment_pause boolean not null,
  instalment_plan jsonb,
  created_at timestamptz not null,
  unique (customer_id, attempt)
);
create index orders_customer_idx on orders (customer_id, created_at desc);

create table order_lines (
  order_number text not null references orders(number) on delete cascade,
  position int not null,
  variant_sku text not null,
  product_sku text not null,
  name text not null,
  variant_label text,
  quantity int not null check (quantity between 1 and 10),
  unit_price int not null check (unit_price >= 0),
  line_total int not null check (line_total >= 0),
  primary key (order_number, position)
);

-- The demo customers' address books.
insert into addresses (id, customer_id, salutation, first_name, last_name, street, house_number, postal_code, city, country) values
  ('a-de-0001', 'c-de-0001', 'female', 'Anna', 'Schmidt', 'Invalidenstraße', '44', '10115', 'Berlin', 'DE'),
  ('a-de-0002', 'c-de-0002', 'male', 'Klaus', 'Becker', 'Domkloster', '4', '50667', 'Köln', 'DE'),
  ('a-ch-0001', 'c-ch-0001', 'female', 'Laura', 'Meier', 'Bahnhofstrasse', '12', '8001', 'Zürich', 'CH'),
  ('a-ch-0002', 'c-ch-0002', 'female', 'Claire', 'Dubois', 'Rue du Rhône', '8', '1204', 'Genève', 'CH'),
  ('a-nl-0001', 'c-nl-0001', 'female', 'Sanne', 'de Vries', 'Prinsengracht', '263', '1016 GV', 'Amsterdam', 'NL');
