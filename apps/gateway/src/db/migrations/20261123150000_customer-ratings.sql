-- Customer ratings of the shop (spec §1 "customer ratings", feedback tenant ids 1900 base, 1300
-- shop-ch): stars and an optional text in a language; a shopper's new rating waits for moderation.
create table customer_ratings (
  id bigserial primary key,
  feedback_tenant_id integer not null,
  language text not null check (language in ('de', 'fr', 'nl')),
  stars smallint not null check (stars between 1 and 5),
  text text check (char_length(text) <= 2000),
  author text not null,
  status text not null default 'pending' check (status in ('published', 'pending', 'rejected')),
  visitor text,
  helpful integer not null default 0,
  created_at timestamptz not null
);
create index customer_ratings_list_idx on customer_ratings (feedback_tenant_id, language, created_at desc, id desc) where status = 'published';
create index customer_ratings_summary_idx on customer_ratings (feedback_tenant_id, stars) where status = 'published';

-- "Was this rating helpful?": one vote per visitor and rating.
create table customer_rating_votes (
  rating_id bigint not null references customer_ratings(id) on delete cascade,
  visitor text not null,
  created_at timestamptz not null,
  primary key (rating_id, visitor)
);

-- Answers to the customer-satisfaction survey (checked against the survey of the bucket): one per
-- visitor and survey, the survey's version as it was answered.
create table survey_responses (
  id bigserial primary key,
  tenant text not null,
  survey_id text not null,
  locale text not null,
  visitor text not null,
  answers jsonb not null,
  rating_id bigint references customer_ratings(id) on delete set null,
  created_at timestamptz not null,
  unique (tenant, survey_id, visitor)
);

-- Reference ratings: a spread like a real shop's (most five and four stars), a third with a text,
-- the newest first from 2026-11-20 backwards. Deterministic, so tests can count them.
with texts(language, mood, body) as (
  values
    ('de', 'good', 'Schnelle Lieferung, alles gut verpackt und genau wie beschrieben.'),
    ('de', 'good', 'Bestellung, Lieferung und Rechnung: unkompliziert wie immer. Gerne wieder.'),
    ('de', 'good', 'Die Beratung am Telefon war freundlich und kompetent, das Sofa steht seit einer Woche.'),
    ('de', 'good', 'Große Auswahl, faire Preise und die Ratenzahlung war schnell eingerichtet.'),
    ('de', 'good', 'Rücksendung lief problemlos, das Geld war nach drei Tagen zurück.'),
    ('de', 'good', 'Der Liefertermin wurde eingehalten, die Spedition hat die Waschmaschine sogar angeschlossen.'),
    ('de', 'fair', 'Ware gut, aber die Lieferung hat zwei Tage länger gedauert als angekündigt.'),
    ('de', 'fair', 'Die Größentabelle könnte genauer sein, der Umtausch war dann aber einfach.'),
    ('de', 'poor', 'Paket kam beschädigt an. Der Ersatz wurde zwar geschickt, hat aber lange gedauert.'),
    ('de', 'poor', 'Telefonisch lange in der Warteschleife, per Kontaktformular ging es dann.'),
    ('fr', 'good', 'Livraison rapide, article bien emballé et conforme à la description.'),
    ('fr', 'good', 'Commande simple, paiement sur facture pratique. Je recommande.'),
    ('fr', 'good', 'Service client aimable et efficace, le canapé est arrivé à la date prévue.'),
    ('fr', 'good', 'Large choix et retour gratuit sans complication.'),
    ('fr', 'fair', 'Bon produit, mais la livraison a pris quelques jours de plus.'),
    ('fr', 'poor', 'Colis abîmé à l''arrivée; le remplacement a été envoyé, mais tardivement.'),
    ('nl', 'good', 'Snelle levering, alles netjes verpakt en precies zoals beschreven.'),
    ('nl', 'good', 'Bestellen en betalen achteraf ging heel makkelijk. Zeker een aanrader.'),
    ('nl', 'good', 'Vriendelijke klantenservice en het retourneren was zo geregeld.'),
    ('nl', 'good', 'Ruim assortiment en de bank werd op de afgesproken dag bezorgd.'),
    ('nl', 'fair', 'Goed product, maar de levering duurde twee dagen langer dan verwacht.'),
    ('nl', 'poor', 'Pakket kwam beschadigd aan; vervanging kwam, maar pas na een week.')
),
numbered as (
  select language, mood, body, row_number() over (partition by language, mood order by body) - 1 as n,
         count(*) over (partition by language, mood) as of
  from texts
),
plan(feedback_tenant_id, language, total) as (values (1900, 'de', 1240), (1900, 'nl', 380), (1300, 'de', 410), (1300, 'fr', 160)),
authors(names) as (values (array['Anna K.', 'Thomas M.', 'Sabine R.', 'Jan de V.', 'Claire D.', 'Lukas B.', 'Marie L.', 'Peter S.', 'Sanne B.', 'Nicole W.', 'Yvonne F.', 'Daan J.'])),
rows as (
  select p.feedback_tenant_id, p.language, i,
         case when (i * 37) % 100 < 62 then 5 when (i * 37) % 100 < 84 then 4 when (i * 37) % 100 < 92 then 3 when (i * 37) % 100 < 96 then 2 else 1 end as stars
  from plan p cross join lateral generate_series(1, p.total) as i
)
insert into customer_ratings (feedback_tenant_id, language, stars, text, author, status, created_at, helpful)
select r.feedback_tenant_id, r.language, r.stars,
       case when r.i % 3 = 1 then (
         select body from numbered t
         where t.language = r.language and t.mood = case when r.stars >= 4 then 'good' when r.stars = 3 then 'fair' else 'poor' end
           and t.n = (r.i / 3) % t.of
       ) end,
       (select names[1 + (r.i % array_length(names, 1))] from authors),
       'published',
       timestamptz '2026-11-20 18:00:00+00' - (r.i * interval '5 hours 17 minutes'),
       (r.i * 13) % 7
from rows r;
