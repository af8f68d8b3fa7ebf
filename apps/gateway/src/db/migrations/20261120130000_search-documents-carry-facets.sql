-- legacy-version: 4
-- What search filters, sorts and counts by, next to the document: one table to read per query.
alter table search_documents
  add column brand text,
  add column category_key text,
  add column parent_key text,
  add column rating numeric(2,1),
  add column review_count int not null default 0,
  add column available boolean not null default true,
  add column price_eur int,
  add column price_chf int;
create index variants_label_de on variants ((label->>'de')) where stock > 0;
-- Filled by the next search-index refresh.
delete from search_documents;
