-- A mail's own header fields (a mailing's List-Unsubscribe, RFC 8058), kept with it in the outbox.
alter table outbox add column headers jsonb not null default '{}';
