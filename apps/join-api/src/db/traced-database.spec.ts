// A statement's span is named by its operation and first table, never by its text (docs/deploying.md Traces).
import { statementSummary } from './traced-database';

test.each([
  [
    "select id, state from payments where registration_id = $1 and email = 'ann@example.com'",
    'SELECT',
    'SELECT payments',
  ],
  ['insert into mail_outbox (id, to_address) values ($1, $2)', 'INSERT', 'INSERT mail_outbox'],
  ['  UPDATE "registrations" set parent = $2 where id = $1', 'UPDATE', 'UPDATE registrations'],
  ['delete from rate_limits where expires_at < now()', 'DELETE', 'DELETE rate_limits'],
  [
    'with due as (select id from payments where state = $1) update mail_outbox set state = $2 from due',
    'UPDATE',
    'UPDATE mail_outbox',
  ],
  ['begin', 'BEGIN', 'BEGIN'],
  ["vacuum 'x'", 'OTHER', 'OTHER'],
])('%s', (sql, operation, summary) => {
  expect(statementSummary(sql)).toEqual({ operation, summary });
});
