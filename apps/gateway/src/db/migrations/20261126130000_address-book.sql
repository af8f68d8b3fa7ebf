-- The customer's address book (issue 27): the default delivery and billing address, and when an
-- address was last changed. Orders keep their own copy of the address, so an address can be edited
-- or deleted without changing an order.
alter table addresses add column updated_at timestamptz;
alter table customers add column default_delivery_address_id text references addresses(id) on delete set null;
alter table customers add column default_billing_address_id text references addresses(id) on delete set null;
update customers c set default_delivery_address_id = a.id, default_billing_address_id = a.id
  from addresses a where a.customer_id = c.id and a.id in ('a-de-0001', 'a-de-0002', 'a-ch-0001', 'a-ch-0002', 'a-nl-0001');
