-- The premium membership (shop-ch, issue 12): chosen at checkout, bought with the order (its fee
-- beside the goods), renewing the customer's premium_until in the order's transaction.
alter table checkouts add column premium boolean not null default false;
alter table orders add column fees int not null default 0 check (fees >= 0);
alter table orders add column premium_until date;
