-- A statement-level UPDATE trigger fires for every INSERT … ON CONFLICT DO UPDATE, whether or not a
-- row met a conflict. The seed's upsert of products (set category_key = excluded.category_key) thus
-- recomputed the whole category_review_tags table once per batch of 250 products, over every review
-- seeded so far: seeding 10 000 products on PGlite took over 25 minutes, each batch slower
-- than the one before (now 9 seconds, the search index included). The table is now recomputed only when a product's category really
-- changed, read from the statement's transition tables.
drop trigger products_moved on products;

create function category_review_tags_moved() returns trigger language plpgsql as $$
begin
  if exists (select 1 from moved_before b join moved_after a on a.sku = b.sku where a.category_key is distinct from b.category_key) then
    perform category_review_tags_recompute();
  end if;
  return null;
end $$;

create trigger products_moved after update on products
  referencing old table as moved_before new table as moved_after
  for each statement execute function category_review_tags_moved();
