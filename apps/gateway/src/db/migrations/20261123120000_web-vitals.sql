-- Web vitals the shops' browsers report (spec §7 payload): kept for the operations page's p75 charts.
create table web_vitals (
  id bigserial primary key,
  tenant text not null,
  name text not null check (name in ('INP', 'LCP', 'CLS')),
  value double precision not null check (value >= 0),
  rating text not null,
  page_type text,
  device_type text,
  pathname text not null,
  navigation_type text,
  connection text,
  environment text not null,
  recorded_at timestamptz not null
);
create index web_vitals_recorded_at on web_vitals (recorded_at);
