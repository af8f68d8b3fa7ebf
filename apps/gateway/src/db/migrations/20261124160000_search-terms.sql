-- Search analytics (issue 13): searches and searches without results per tenant, locale, day and
-- term (the query's words, lower case), so editors see which words shoppers miss. No personal data:
-- no visitor, no customer, no address; only the words and counts.
create table search_terms (
  tenant text not null,
  locale text not null,
  day date not null,
  term text not null check (length(term) between 1 and 100),
  searches int not null default 0 check (searches >= 0),
  zero_results int not null default 0 check (zero_results >= 0),
  primary key (tenant, locale, day, term)
);
create index search_terms_zero_idx on search_terms (day, tenant) where zero_results > 0;
