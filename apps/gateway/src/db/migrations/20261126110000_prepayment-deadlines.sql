-- Issue 26: unpaid prepayment orders end. `pay_by` is the last calendar day (the shop's time zone) to
-- pay, fixed when the order is placed (the tenant's order.prepayment.cancelAfterDays); the reminder mail
-- is sent once (`reminded_at`). Orders placed before have their day from created_at (the job's rule).
alter table orders add column pay_by date;
alter table orders add column reminded_at timestamptz;
create index orders_awaiting_prepayment_idx on orders (created_at) where status = 'awaiting-payment' and payment_method = 'PREPAYMENT';
