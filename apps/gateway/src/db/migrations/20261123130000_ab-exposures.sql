-- Exposures of A/B tests: which visitor saw which variant of which test, first and last time.
create table ab_exposures (
  tenant text not null,
  test text not null,
  visitor text not null,
  variant text not null check (variant in ('A', 'B')),
  first_seen timestamptz not null,
  last_seen timestamptz not null,
  views integer not null default 1,
  primary key (tenant, test, visitor)
);
