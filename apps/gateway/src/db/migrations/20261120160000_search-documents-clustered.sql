-- legacy-version: 7
-- Matches of a term sit together on disk: a word mostly names one category, so documents are
-- kept in language, category, sku order and a common word reads ~1 200 pages, not ~24 000.
create index search_documents_cluster on search_documents (language, category_key, sku);
cluster search_documents using search_documents_cluster;
