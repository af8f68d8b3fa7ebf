-- legacy-version: 3
-- One GIN index per language: a query never intersects with a language bitmap of the whole table.
drop index search_documents_gin;
create index search_documents_de on search_documents using gin (document) where language = 'de';
create index search_documents_fr on search_documents using gin (document) where language = 'fr';
create index search_documents_nl on search_documents using gin (document) where language = 'nl';
create index prices_currency on prices (currency, product_sku) include (amount);
