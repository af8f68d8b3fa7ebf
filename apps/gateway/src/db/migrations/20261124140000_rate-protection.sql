-- Rate-protection insurance for instalment orders (issue 12): chosen at checkout with the insured's
-- date of birth and occupation, confirmed at a monthly premium (a changed plan changes the premium,
-- and the shopper confirms it again); the order keeps what was insured.
alter table checkouts add column rate_protection boolean not null default false;
alter table checkouts add column rate_protection_birth_date date;
alter table checkouts add column rate_protection_occupation text
  check (rate_protection_occupation in ('employed', 'self-employed', 'civil-servant', 'retired', 'other'));
-- The monthly premium the shopper confirmed (minor units).
alter table checkouts add column rate_protection_monthly int check (rate_protection_monthly >= 0);
alter table orders add column rate_protection jsonb;
