import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger, libraryLog, scrubLogValue } from '../../../src/server/http/log';

/** A failed drizzle query as better-auth hands it to its logger: the parameter is a session token. */
function failedQuery(token: string) {
  const err = new Error(`Failed query: select * from "sessions" where "token" = $1\nparams: ${token}`) as Error & {
    query: string;
    params: unknown[];
  };
  err.query = 'select * from "sessions" where "token" = $1';
  err.params = [token];
  err.cause = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
  return err;
}

describe("a library's log lines (better-auth)", () => {
  it('are written without query parameters, whatever shape the library passes them in', () => {
    const token = 'ZmikSl5Y1wrJ3969ZGl10d9reWiX5gok';
    const lines: string[] = [];
    const log = createLogger(
      'info',
      new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      }),
    );
    const write = libraryLog(log, 'better-auth');
    const err = failedQuery(token);
    write('error', 'INTERNAL_SERVER_ERROR', err);
    // A copy of the error's own fields (what JSON of the error holds), nested in an object.
    write('error', 'INTERNAL_SERVER_ERROR', { error: { query: err.query, params: err.params, cause: err.cause } });
    write('warn', `Failed query: select 1\nparams: ${token}`);
    expect(lines).toHaveLength(3);
    for (const line of lines) expect(line).not.toContain(token);
    expect(lines[0]).toContain('better-auth: INTERNAL_SERVER_ERROR');
    expect(lines[0]).toContain('select * from \\"sessions\\" where \\"token\\" = $1');
    expect(lines[0]).toContain('ECONNREFUSED');
  });

  it('scrubLogValue keeps the SQL text and the error codes, drops parameters and PostgreSQL detail', () => {
    const scrubbed = scrubLogValue([
      { query: 'select $1', params: ['secret'], detail: 'Key (email)=(a@b.c)', code: '23505' },
    ]);
    expect(scrubbed).toEqual([{ query: 'select $1', code: '23505' }]);
  });
});
