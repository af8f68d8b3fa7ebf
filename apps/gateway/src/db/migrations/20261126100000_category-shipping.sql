-- Issue 26: how a category's goods travel and whether they are technical are catalog data (the seed,
-- or a retailer's import, sets them), not constants of the checkout. Freight goods take the whole order
-- by freight carrier; the newsletter voucher does not apply to technical goods.
alter table categories add column freight boolean not null default false;
alter table categories add column technical boolean not null default false;
