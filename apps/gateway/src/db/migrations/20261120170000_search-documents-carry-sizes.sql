-- legacy-version: 8
-- Sizes in stock on the search document: a bra-size search (b75) reads one index of the
-- category's clustered documents instead of every matching variant and a look-up per product.
alter table search_documents add column sizes text[] not null default '{}';
update search_documents d set sizes = coalesce(
  (select array_agg(v.label->>'de' order by v.position) from variants v where v.product_sku = d.sku and v.stock > 0), '{}');
create index search_documents_sizes_de on search_documents using gin (sizes) where language = 'de';
create index search_documents_sizes_fr on search_documents using gin (sizes) where language = 'fr';
create index search_documents_sizes_nl on search_documents using gin (sizes) where language = 'nl';
cluster search_documents;
