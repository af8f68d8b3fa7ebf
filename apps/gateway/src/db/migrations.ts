import type { Database } from './database';

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

/**
 * Versioned migrations, applied in order, each in its own transaction, recorded in
 * `schema_migrations`. Never edit a released migration: add the next one.
 */
export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'catalog',
    sql: /* sql */ `
      create extension if not exists pg_trgm;
      create extension if not exists unaccent;

      create table categories (
        key text primary key,
        parent_key text references categories(key),
        name jsonb not null,
        position int not null default 0
      );

      create table products (
        sku text primary key check (sku ~ '^[A-Za-z0-9]{4,20}$'),
        category_key text not null references categories(key),
        brand text not null,
        name jsonb not null,
        description jsonb not null,
        variation_dimension jsonb,
        colours jsonb not null default '[]',
        flags text[] not null default '{}',
        rating numeric(2,1) check (rating between 1 and 5),
        review_count int not null default 0 check (review_count >= 0),
        image_count int not null default 1 check (image_count between 1 and 8),
        hue int not null default 180,
        created_at timestamptz not null default now()
      );
      create index products_category_idx on products (category_key);
      create index products_created_idx on products (created_at desc, sku);

      create table variants (
        sku text primary key,
        product_sku text not null references products(sku) on delete cascade,
        label jsonb not null,
        position int not null,
        stock int not null check (stock >= 0)
      );
      create index variants_product_idx on variants (product_sku, position);

      create table prices (
        product_sku text not null references products(sku) on delete cascade,
        currency text not null check (currency in ('EUR', 'CHF')),
        amount int not null check (amount > 0),
        original_amount int check (original_amount is null or original_amount > amount),
        unit_amount int,
        unit_quantity numeric,
        unit text,
        primary key (product_sku, currency)
      );
    `,
  },
  {
    version: 2,
    name: 'search',
    sql: /* sql */ `
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
    `,
  },
  {
    version: 3,
    name: 'search-indexes-per-language',
    sql: /* sql */ `
      -- One GIN index per language: a query never intersects with a language bitmap of the whole table.
      drop index search_documents_gin;
      create index search_documents_de on search_documents using gin (document) where language = 'de';
      create index search_documents_fr on search_documents using gin (document) where language = 'fr';
      create index search_documents_nl on search_documents using gin (document) where language = 'nl';
      create index prices_currency on prices (currency, product_sku) include (amount);
    `,
  },
  {
    version: 4,
    name: 'search-documents-carry-facets',
    sql: /* sql */ `
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
    `,
  },
  {
    version: 5,
    name: 'reviews-services-sponsoring',
    sql: /* sql */ `
      -- Reviews: seeded ones carry texts per language (jsonb, like products); a shopper's review is
      -- stored in the language written and waits for moderation (status pending).
      create table reviews (
        id bigint generated by default as identity (start with 1000000000) primary key,
        product_sku text not null references products(sku) on delete cascade,
        stars int not null check (stars between 1 and 5),
        title jsonb not null,
        body jsonb not null,
        language text not null check (language in ('de', 'fr', 'nl')),
        author text not null check (length(author) between 2 and 40),
        status text not null default 'pending' check (status in ('pending', 'published', 'rejected')),
        verified_purchase boolean not null default false,
        submitter text,
        created_at timestamptz not null default now()
      );
      create index reviews_product_idx on reviews (product_sku, created_at desc, id desc) where status = 'published';
      create index reviews_submitter_idx on reviews (submitter, created_at desc);

      -- Tags a review can carry, per category tree (key, localized label).
      create table review_tag_kinds (
        key text primary key,
        label jsonb not null
      );
      create table review_tags (
        review_id bigint not null references reviews(id) on delete cascade,
        tag text not null references review_tag_kinds(key),
        primary key (review_id, tag)
      );
      create index review_tags_tag_idx on review_tags (tag, review_id);

      create table services (
        key text primary key,
        name jsonb not null,
        description jsonb not null
      );
      create table product_services (
        product_sku text not null references products(sku) on delete cascade,
        service_key text not null references services(key),
        currency text not null check (currency in ('EUR', 'CHF')),
        amount int not null check (amount >= 0),
        primary key (product_sku, service_key, currency)
      );

      -- Products an advertising partner pays to show (labelled as advertising wherever shown).
      create table sponsorships (
        product_sku text primary key references products(sku) on delete cascade,
        sponsor text not null,
        campaign text not null,
        placements text[] not null,
        weight int not null default 1
      );

      create table sorting_orders (
        key text primary key,
        name jsonb not null,
        position int not null
      );
    `,
  },
  {
    version: 6,
    name: 'basket',
    sql: /* sql */ `
      -- One basket per visitor (the Basket's fixed identity); a line per variant.
      create table basket_lines (
        owner text not null,
        variant_sku text not null references variants(sku) on delete cascade,
        quantity int not null check (quantity between 1 and 10),
        added_at timestamptz not null default now(),
        primary key (owner, variant_sku)
      );
    `,
  },
  {
    version: 7,
    name: 'search-documents-clustered',
    sql: /* sql */ `
      -- Matches of a term sit together on disk: a word mostly names one category, so documents are
      -- kept in language, category, sku order and a common word reads ~1 200 pages, not ~24 000.
      create index search_documents_cluster on search_documents (language, category_key, sku);
      cluster search_documents using search_documents_cluster;
    `,
  },
  {
    version: 8,
    name: 'search-documents-carry-sizes',
    sql: /* sql */ `
      -- Sizes in stock on the search document: a bra-size search (b75) reads one index of the
      -- category's clustered documents instead of every matching variant and a look-up per product.
      alter table search_documents add column sizes text[] not null default '{}';
      update search_documents d set sizes = coalesce(
        (select array_agg(v.label->>'de' order by v.position) from variants v where v.product_sku = d.sku and v.stock > 0), '{}');
      create index search_documents_sizes_de on search_documents using gin (sizes) where language = 'de';
      create index search_documents_sizes_fr on search_documents using gin (sizes) where language = 'fr';
      create index search_documents_sizes_nl on search_documents using gin (sizes) where language = 'nl';
      cluster search_documents;
    `,
  },
];

export async function migrate(db: Database, log: (line: string) => void = () => undefined): Promise<number> {
  await db.exec(`create table if not exists schema_migrations (
    version int primary key, name text not null, applied_at timestamptz not null default now())`);
  const done = new Set((await db.query<{ version: number }>('select version from schema_migrations')).map((r) => Number(r.version)));
  let applied = 0;
  for (const migration of MIGRATIONS) {
    if (done.has(migration.version)) continue;
    await db.transaction(async (tx) => {
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (version, name) values ($1, $2)', [migration.version, migration.name]);
    });
    log(`migration ${migration.version} ${migration.name} applied`);
    applied++;
  }
  return applied;
}
