-- legacy-version: 2
-- One full-text document per product and language (German, French, Dutch stemming).
create table search_documents (
  sku text not null references products(sku) on delete cascade,
  language text not null check (language in ('de', 'fr', 'nl')),
  document tsvector not null,
  primary key (sku, language)
);
create index search_documents_gin on search_documents using gin (document);

-- Words shoppers may mean, for suggestions: a small table with a trigram index, so that
-- prefix and typo-tolerant look-ups never scan product names.
create table search_suggestions (
  language text not null check (language in ('de', 'fr', 'nl')),
  phrase text not null,
  weight int not null default 1,
  primary key (language, phrase)
);
create index search_suggestions_trgm on search_suggestions using gin (phrase gin_trgm_ops);
create index search_suggestions_prefix on search_suggestions (language, phrase text_pattern_ops);

-- A visitor's recent search terms (owner: a guest id, later a customer).
create table search_history (
  owner text not null,
  term text not null,
  searched_at timestamptz not null default now(),
  primary key (owner, term)
);
create index search_history_recent on search_history (owner, searched_at desc);
