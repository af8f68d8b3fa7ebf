-- The review tags in use in each category (issue 30): what a product's review form offers. Read on
-- every product page, it was a join over all reviews of the product's category (about 3 ms of the
-- 10 ms a product page costs the gateway on PGlite); now one index read. Kept by triggers: a tag
-- added to a review adds its category's row at once; a deleted tag or review, or a product moved
-- to another category, recomputes the table (both rare).
create table category_review_tags (
  category_key text not null references categories(key) on delete cascade,
  tag text not null references review_tag_kinds(key) on delete cascade,
  primary key (category_key, tag)
);

create function category_review_tags_add() returns trigger language plpgsql as $$
begin
  insert into category_review_tags (category_key, tag)
    select distinct p.category_key, n.tag from added_tags n join reviews r on r.id = n.review_id join products p on p.sku = r.product_sku
    on conflict do nothing;
  return null;
end $$;

-- The whole table from the reviews: the backfill below, and after a deletion or a move.
create function category_review_tags_recompute() returns void language sql as $$
  delete from category_review_tags c where not exists (
    select 1 from products q join reviews r on r.product_sku = q.sku join review_tags t on t.review_id = r.id
    where q.category_key = c.category_key and t.tag = c.tag);
  insert into category_review_tags (category_key, tag)
    select distinct p.category_key, t.tag from review_tags t join reviews r on r.id = t.review_id join products p on p.sku = r.product_sku
    on conflict do nothing;
$$;

create function category_review_tags_refresh() returns trigger language plpgsql as $$
begin
  perform category_review_tags_recompute();
  return null;
end $$;

create trigger review_tags_added after insert on review_tags
  referencing new table as added_tags for each statement execute function category_review_tags_add();
create trigger review_tags_removed after delete on review_tags
  for each statement execute function category_review_tags_refresh();
create trigger products_moved after update of category_key on products
  for each statement execute function category_review_tags_refresh();

select category_review_tags_recompute();
