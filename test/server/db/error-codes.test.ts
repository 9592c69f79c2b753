import { describe, expect, it } from 'vitest';
import { hasDatabaseCode, isDatabaseUnavailable } from '../../../src/server/db/client';

// How the drivers' errors reach the code: node-postgres's error with its SQLSTATE `code`, wrapped
// by drizzle in an error whose `cause` is the driver's, and node's AggregateError of several tries.
const pg = (code: string, message = 'failed') => Object.assign(new Error(message), { code });
const wrapped = (inner: unknown) => new Error('Failed query: insert …', { cause: inner });

describe('reading a PostgreSQL error through its wrappers', () => {
  it('finds a SQLSTATE on the error, on its cause, or among an AggregateError’s errors', () => {
    expect(hasDatabaseCode(pg('23505'), '23505')).toBe(true);
    expect(hasDatabaseCode(wrapped(pg('23505')), '23505')).toBe(true);
    expect(hasDatabaseCode(wrapped(new AggregateError([pg('57P01'), pg('40P01')])), '40P01', '40001')).toBe(true);
    expect(hasDatabaseCode(wrapped(pg('23503')), '23505')).toBe(false);
    expect(hasDatabaseCode('23505', '23505')).toBe(false);
    expect(hasDatabaseCode(undefined, '23505')).toBe(false);
  });

  it('tells an outage (unreachable, timed out, shutting down) from a query’s own error', () => {
    expect(isDatabaseUnavailable(wrapped(pg('ECONNREFUSED')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(pg('57014')))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(pg('08006')))).toBe(true);
    expect(isDatabaseUnavailable(new AggregateError([new Error('Connection terminated unexpectedly')]))).toBe(true);
    expect(isDatabaseUnavailable(wrapped(pg('23505')))).toBe(false);
    expect(isDatabaseUnavailable(wrapped(pg('42601', 'syntax error at or near "selec"')))).toBe(false);
  });
});
