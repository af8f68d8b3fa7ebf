-- What the lend-money request (spec §5) will check, per customer: the shop's own payment history
-- and the credit bureau's answer as the sandbox bureau keeps it. Demo customers of shop-de, one who
-- meets every condition and one for each condition that is not met (their password is in the README).
-- Dates are relative to when the database is made, so the demo stays true for months.
create table credit_profiles (
  customer_id text primary key references customers(id) on delete cascade,
  -- The last payment arrears with the shop (none: null).
  last_arrears_on date,
  -- The last arrears the credit bureau knows of.
  bureau_arrears_on date,
  -- The last loan taken.
  last_loan_on date,
  -- Payments made to the shop so far.
  earlier_payments int not null check (earlier_payments >= 0),
  payment_arrangement boolean not null default false,
  -- The last income-and-expenses check.
  income_check_on date,
  -- What the customer owes now, minor units (EUR).
  open_balance int not null default 0 check (open_balance >= 0)
);

insert into customers (id, tenant, business_partner_no, customer_no, email, first_name, last_name, date_of_birth, password_hash) values
  ('c-de-0010', 'base', 'BP-1000010', '10000010', 'eva.hartmann@example.de', 'Eva', 'Hartmann', (current_date - interval '41 years')::date, 'scrypt$ln=17,r=8,p=1$RG0DFgK1pjIr9OyrPrIqmg==$Nb182zbRDHRkY8DjvGMAMmZcNkPRyn/4GhNKt7OXiWW+CZhwVY2tyhmutW2QstZ0tPPTemPWiFKw61tn4a++uQ=='),
  ('c-de-0011', 'base', 'BP-1000011', '10000011', 'jonas.krueger@example.de', 'Jonas', 'Krüger', (current_date - interval '38 years')::date, 'scrypt$ln=17,r=8,p=1$RG0DFgK1pjIr9OyrPrIqmg==$Nb182zbRDHRkY8DjvGMAMmZcNkPRyn/4GhNKt7OXiWW+CZhwVY2tyhmutW2QstZ0tPPTemPWiFKw61tn4a++uQ=='),
  ('c-de-0012', 'base', 'BP-1000012', '10000012', 'lea.wolf@example.de', 'Lea', 'Wolf', (current_date - interval '24 years 2 months')::date, 'scrypt$ln=17,r=8,p=1$RG0DFgK1pjIr9OyrPrIqmg==$Nb182zbRDHRkY8DjvGMAMmZcNkPRyn/4GhNKt7OXiWW+CZhwVY2tyhmutW2QstZ0tPPTemPWiFKw61tn4a++uQ=='),
  ('c-de-0013', 'base', 'BP-1000013', '10000013', 'horst.brandt@example.de', 'Horst', 'Brandt', (current_date - interval '70 years 1 month')::date, 'scrypt$ln=17,r=8,p=1$RG0DFgK1pjIr9OyrPrIqmg==$Nb182zbRDHRkY8DjvGMAMmZcNkPRyn/4GhNKt7OXiWW+CZhwVY2tyhmutW2QstZ0tPPTemPWiFKw61tn4a++uQ=='),
  ('c-de-0014', 'base', 'BP-1000014', '10000014', 'mehmet.yilmaz@example.de', 'Mehmet', 'Yılmaz', (current_date - interval '45 years')::date, 'scrypt$ln=17,r=8,p=1$RG0DFgK1pjIr9OyrPrIqmg==$Nb182zbRDHRkY8DjvGMAMmZcNkPRyn/4GhNKt7OXiWW+CZhwVY2tyhmutW2QstZ0tPPTemPWiFKw61tn4a++uQ=='),
  ('c-de-0015', 'base', 'BP-1000015', '10000015', 'sophie.lange@example.de', 'Sophie', 'Lange', (current_date - interval '33 years')::date, 'scrypt$ln=17,r=8,p=1$RG0DFgK1pjIr9OyrPrIqmg==$Nb182zbRDHRkY8DjvGMAMmZcNkPRyn/4GhNKt7OXiWW+CZhwVY2tyhmutW2QstZ0tPPTemPWiFKw61tn4a++uQ=='),
  ('c-de-0016', 'base', 'BP-1000016', '10000016', 'paul.schubert@example.de', 'Paul', 'Schubert', (current_date - interval '29 years')::date, 'scrypt$ln=17,r=8,p=1$RG0DFgK1pjIr9OyrPrIqmg==$Nb182zbRDHRkY8DjvGMAMmZcNkPRyn/4GhNKt7OXiWW+CZhwVY2tyhmutW2QstZ0tPPTemPWiFKw61tn4a++uQ=='),
  ('c-de-0017', 'base', 'BP-1000017', '10000017', 'ingrid.vogt@example.de', 'Ingrid', 'Vogt', (current_date - interval '56 years')::date, 'scrypt$ln=17,r=8,p=1$RG0DFgK1pjIr9OyrPrIqmg==$Nb182zbRDHRkY8DjvGMAMmZcNkPRyn/4GhNKt7OXiWW+CZhwVY2tyhmutW2QstZ0tPPTemPWiFKw61tn4a++uQ=='),
  ('c-de-0018', 'base', 'BP-1000018', '10000018', 'tim.berger@example.de', 'Tim', 'Berger', (current_date - interval '36 years')::date, 'scrypt$ln=17,r=8,p=1$RG0DFgK1pjIr9OyrPrIqmg==$Nb182zbRDHRkY8DjvGMAMmZcNkPRyn/4GhNKt7OXiWW+CZhwVY2tyhmutW2QstZ0tPPTemPWiFKw61tn4a++uQ==');

insert into credit_profiles (customer_id, last_arrears_on, bureau_arrears_on, last_loan_on, earlier_payments, payment_arrangement, income_check_on, open_balance) values
  -- Meets every condition.
  ('c-de-0010', null, null, (current_date - interval '14 months')::date, 18, false, (current_date - interval '1 year')::date, 12000),
  -- Payment arrears with the shop 2 months ago (6 months must be clean).
  ('c-de-0011', (current_date - interval '2 months')::date, null, null, 9, false, (current_date - interval '1 year')::date, 8000),
  -- 24 years old (25 to under 70).
  ('c-de-0012', null, null, null, 4, false, (current_date - interval '6 months')::date, 3000),
  -- 70 years old.
  ('c-de-0013', null, null, null, 40, false, (current_date - interval '2 years')::date, 0),
  -- Arrears at the credit bureau 3 years ago (5 years must be clean).
  ('c-de-0014', null, (current_date - interval '3 years')::date, null, 11, false, (current_date - interval '1 year')::date, 5000),
  -- A loan 10 days ago (none in the last month).
  ('c-de-0015', null, null, (current_date - interval '10 days')::date, 7, false, (current_date - interval '8 months')::date, 20000),
  -- No earlier payment yet.
  ('c-de-0016', null, null, null, 0, false, null, 0),
  -- A payment arrangement.
  ('c-de-0017', null, null, null, 22, true, (current_date - interval '1 year')::date, 15000),
  -- The income-and-expenses check is 4 years old (no older than 3, or a new one above EUR 250 of new balance).
  ('c-de-0018', null, null, null, 13, false, (current_date - interval '4 years')::date, 31000);
