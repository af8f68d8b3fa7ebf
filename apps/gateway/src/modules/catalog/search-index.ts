import type { Database } from '../../db/database';

const LANGUAGES = `(values ('de', 'german'), ('fr', 'french'), ('nl', 'dutch')) as l(lang, cfg)`;

/**
 * Rebuilds the search documents and the suggestion words from the catalog (after a seed or an
 * import). Weights: name and brand A, category B, colours and variant labels C, description D.
 */
export async function refreshSearchIndex(db: Database): Promise<void> {
  // Statistics of the catalog first: right after a seed the planner takes the tables for empty and
  // runs the per-product lookups below as scans (10 000 products: 32 s without, 4 s with).
  await db.exec('analyze products, variants, prices, categories');
  await db.exec(`
    insert into search_documents (sku, language, brand, category_key, parent_key, rating, review_count, available, price_eur, price_chf, sizes, document)
    select p.sku, l.lang, p.brand, p.category_key, c.parent_key, p.rating, p.review_count,
      exists (select 1 from variants v where v.product_sku = p.sku and v.stock > 0),
      (select amount from prices r where r.product_sku = p.sku and r.currency = 'EUR'),
      (select amount from prices r where r.product_sku = p.sku and r.currency = 'CHF'),
      coalesce((select array_agg(v.label->>'de' order by v.position) from variants v where v.product_sku = p.sku and v.stock > 0), '{}'),
      setweight(to_tsvector(l.cfg::regconfig, coalesce(p.name->>l.lang, '')), 'A') ||
      setweight(to_tsvector('simple', p.brand), 'A') ||
      setweight(to_tsvector(l.cfg::regconfig, coalesce(c.name->>l.lang, '') || ' ' || coalesce(pc.name->>l.lang, '')), 'B') ||
      setweight(to_tsvector(l.cfg::regconfig, coalesce((select string_agg(x->'name'->>l.lang, ' ') from jsonb_array_elements(p.colours) x), '')), 'C') ||
      setweight(to_tsvector('simple', coalesce((select string_agg(v.label->>l.lang, ' ') from variants v where v.product_sku = p.sku), '')), 'C') ||
      setweight(to_tsvector(l.cfg::regconfig, coalesce(p.description->>l.lang, '')), 'D')
    from products p
    join categories c on c.key = p.category_key
    left join categories pc on pc.key = c.parent_key
    cross join ${LANGUAGES}
    order by l.lang, p.category_key, p.sku
    on conflict (sku, language) do update set document = excluded.document, brand = excluded.brand,
      category_key = excluded.category_key, parent_key = excluded.parent_key, rating = excluded.rating,
      review_count = excluded.review_count, available = excluded.available, price_eur = excluded.price_eur,
      price_chf = excluded.price_chf, sizes = excluded.sizes;

    delete from search_suggestions;
    insert into search_suggestions (language, phrase, weight)
    select lang, phrase, count(*)::int from (
      select l.lang, lower(regexp_split_to_table(p.name->>l.lang, '[\\s,.;:()/"!?+&]+')) as phrase
        from products p cross join ${LANGUAGES}
      union all
      select l.lang, lower(c.name->>l.lang) from categories c cross join ${LANGUAGES}
      union all
      select l.lang, lower(p.brand) from products p cross join ${LANGUAGES}
    ) words
    where length(phrase) >= 3 and phrase !~ '^[0-9]+$'
    group by lang, phrase;

    -- Keep each category's documents together (migration 7), then fresh statistics, or the
    -- planner guesses a handful of rows and loops over whole tables.
    cluster search_documents;
    analyze products;
    analyze prices;
    analyze variants;
    analyze search_documents;
    analyze search_suggestions;
  `);
}
