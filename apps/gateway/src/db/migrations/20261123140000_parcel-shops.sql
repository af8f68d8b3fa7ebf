-- Parcel shops for returns and delivery (the parcel-shop finder): places a postal code or a city
-- name resolves to, and the shops near them. Reference data of the sandbox, the same everywhere.
create table parcel_places (
  country text not null,
  postal_prefix text not null,
  city text not null,
  lat double precision not null,
  lon double precision not null,
  primary key (country, postal_prefix)
);

create table parcel_shops (
  id text primary key,
  country text not null,
  name text not null,
  street text not null,
  postal_code text not null,
  city text not null,
  lat double precision not null,
  lon double precision not null,
  hours jsonb not null
);
create index parcel_shops_country on parcel_shops (country);

insert into parcel_places (country, postal_prefix, city, lat, lon) values
  ('DE', '10', 'Berlin', 52.5200, 13.4050), ('DE', '20', 'Hamburg', 53.5511, 9.9937), ('DE', '30', 'Hannover', 52.3759, 9.7320),
  ('DE', '40', 'Düsseldorf', 51.2277, 6.7735), ('DE', '50', 'Köln', 50.9375, 6.9603), ('DE', '60', 'Frankfurt am Main', 50.1109, 8.6821),
  ('DE', '70', 'Stuttgart', 48.7758, 9.1829), ('DE', '80', 'München', 48.1372, 11.5756), ('DE', '90', 'Nürnberg', 49.4521, 11.0767),
  ('DE', '04', 'Leipzig', 51.3397, 12.3731), ('DE', '01', 'Dresden', 51.0504, 13.7373),
  ('CH', '80', 'Zürich', 47.3769, 8.5417), ('CH', '84', 'Winterthur', 47.4988, 8.7237), ('CH', '30', 'Bern', 46.9480, 7.4474),
  ('CH', '40', 'Basel', 47.5596, 7.5886), ('CH', '60', 'Luzern', 47.0502, 8.3093), ('CH', '90', 'St. Gallen', 47.4245, 9.3767),
  ('CH', '10', 'Lausanne', 46.5197, 6.6323), ('CH', '12', 'Genève', 46.2044, 6.1432), ('CH', '69', 'Lugano', 46.0037, 8.9511),
  ('LI', '949', 'Vaduz', 47.1410, 9.5209), ('LI', '948', 'Schaan', 47.1650, 9.5097),
  ('NL', '10', 'Amsterdam', 52.3676, 4.9041), ('NL', '30', 'Rotterdam', 51.9244, 4.4777), ('NL', '25', 'Den Haag', 52.0705, 4.3007),
  ('NL', '35', 'Utrecht', 52.0907, 5.1214), ('NL', '56', 'Eindhoven', 51.4416, 5.4697), ('NL', '97', 'Groningen', 53.2194, 6.5665),
  ('NL', '65', 'Nijmegen', 51.8126, 5.8372), ('NL', '20', 'Haarlem', 52.3874, 4.6462);

-- Three shops per place, a few hundred metres to two kilometres from its centre, named and opened
-- as such shops are in the place's language.
insert into parcel_shops (id, country, name, street, postal_code, city, lat, lon, hours)
select
  p.country || '-' || p.postal_prefix || '-' || n,
  p.country,
  (case
     when p.country = 'NL' then (array['Tabakszaak Centrum', 'Supermarkt Servicepunt', 'Boekhandel De Hoek'])[n]
     when p.city in ('Lausanne', 'Genève') then (array['Kiosque de la Gare', 'Tabac-Presse du Marché', 'Épicerie du Lac'])[n]
     when p.city = 'Lugano' then (array['Chiosco della Stazione', 'Tabacchi Piazza', 'Alimentari del Lago'])[n]
     else (array['Kiosk am Markt', 'Tabak & Presse Bahnhof', 'Getränkemarkt Nord'])[n]
   end) || ' · Vitrine Paketshop',
  (case
     when p.country = 'NL' then (array['Stationsplein ', 'Marktstraat ', 'Kerkweg '])[n]
     when p.city in ('Lausanne', 'Genève') then (array['Place de la Gare ', 'Rue du Marché ', 'Quai du Lac '])[n]
     when p.city = 'Lugano' then (array['Piazza Stazione ', 'Via Nassa ', 'Riva Caccia '])[n]
     else (array['Marktplatz ', 'Bahnhofstrasse ', 'Nordring '])[n]
   end) || (n * 7 + length(p.city))::text,
  case
    when p.country = 'NL' then p.postal_prefix || (11 + n * 7)::text || ' ' || (array['AB', 'CD', 'EF'])[n]
    when p.country = 'DE' then p.postal_prefix || lpad((101 + n * 13)::text, 3, '0')
    when p.country = 'LI' then p.postal_prefix || n::text
    else p.postal_prefix || lpad((n * 3)::text, 2, '0')
  end,
  p.city,
  p.lat + (array[0.004, -0.011, 0.016])[n],
  p.lon + (array[-0.006, 0.009, 0.014])[n],
  (case n
     when 1 then '[{"days":[1,2,3,4,5],"opens":"07:00","closes":"19:00"},{"days":[6],"opens":"08:00","closes":"16:00"}]'
     when 2 then '[{"days":[1,2,3,4,5,6],"opens":"06:00","closes":"21:00"},{"days":[7],"opens":"08:00","closes":"20:00"}]'
     else '[{"days":[1,2,3,4,5],"opens":"09:00","closes":"18:30"},{"days":[6],"opens":"09:00","closes":"14:00"}]'
   end)::jsonb
from parcel_places p cross join generate_series(1, 3) as n;
