import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { checkHostResolves, ConfigError, loadConfig } from '../../src/server/config';

/** The lines of a refused configuration that name a variable ("  NAME: why"). */
function refusal(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    return (err as Error).message.split('\n').filter((line) => /^ {2}[A-Z_]+: /.test(line));
  }
  throw new Error(`accepted: ${JSON.stringify(env)}`);
}

describe('loadConfig', () => {
  it('applies the documented defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATA_DIR).toBe('./data');
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
  });

  it('names the variable when a value is bad', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrowError(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrowError(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: 'http://x' })).toThrowError(/SMTP_URL/);
  });

  it('requires a secret in production and paired provider keys', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://db/x' })).toThrowError(/AUTH_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production' }).AUTH_SECRET).toBeUndefined();
    expect(() => loadConfig({ GOOGLE_CLIENT_ID: 'id' })).toThrowError(ConfigError);
    expect(() => loadConfig({ RAZORPAY_KEY_ID: 'rzp' })).toThrowError(/RAZORPAY_KEY_SECRET/);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ DATABASE_URL: '', SMTP_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  // Issue 38 item 7: every setting that can stop start-up is refused here, in one line naming it.
  it('refuses a DATA_DIR on a pseudo-filesystem, a file, or under a file, in one line naming DATA_DIR', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'ideaproof-config-')), 'a-file');
    writeFileSync(file, 'x');
    for (const [dir, why] of [
      ['/proc/ideaproof', /is on \/proc/],
      ['/sys/ideaproof', /is on \/sys/],
      ['/dev/shm/ideaproof', /is on \/dev/],
      ['/proc', /is on \/proc/],
      [file, /is a file, not a folder/],
      [join(file, 'data'), /cannot be created: .* is a file/],
    ] as const) {
      const lines = refusal({ DATA_DIR: dir });
      expect(lines, dir).toHaveLength(1);
      expect(lines[0]).toMatch(/^ {2}DATA_DIR: /);
      expect(lines[0]).toMatch(why);
    }
    // A folder that does not exist yet, in a writable one, is fine (start-up creates it).
    expect(
      loadConfig({ DATA_DIR: join(mkdtempSync(join(tmpdir(), 'ideaproof-config-')), 'new', 'data') }).DATA_DIR,
    ).toContain('new');
  });

  it('refuses a non-http(s) PUBLIC_URL, sizes over their bounds, a `*` origin and a malformed HOST, one line each', () => {
    const cases: [Record<string, string>, string, RegExp][] = [
      [{ PUBLIC_URL: 'ftp://ideaproof.example' }, 'PUBLIC_URL', /http:\/\/ or https:\/\//],
      [{ PUBLIC_URL: 'javascript:alert(1)' }, 'PUBLIC_URL', /http:\/\/ or https:\/\//],
      [{ MAX_BODY_BYTES: '1e12' }, 'MAX_BODY_BYTES', /at most 67108864/],
      [{ MAX_UPLOAD_BYTES: '1e12' }, 'MAX_UPLOAD_BYTES', /at most 67108864/],
      [{ AUTH_RATE_LIMIT_WINDOW_SECONDS: '1e9' }, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', /at most 86400/],
      [{ TRUSTED_ORIGINS: '*' }, 'TRUSTED_ORIGINS', /`\*` is not allowed/],
      [{ TRUSTED_ORIGINS: 'https://a.example, https://*.example' }, 'TRUSTED_ORIGINS', /`\*` is not allowed/],
      [{ TRUSTED_ORIGINS: 'https://a.example/app' }, 'TRUSTED_ORIGINS', /origin only/],
      [{ HOST: 'not a host' }, 'HOST', /IP address or a host name/],
    ];
    for (const [env, variable, why] of cases) {
      const lines = refusal(env);
      expect(lines, JSON.stringify(env)).toHaveLength(1);
      expect(lines[0]!.startsWith(`  ${variable}: `), lines[0]).toBe(true);
      expect(lines[0]).toMatch(why);
    }
    // Good values still pass.
    const c = loadConfig({
      PUBLIC_URL: 'https://ideaproof.example/',
      TRUSTED_ORIGINS: 'https://a.example/, http://localhost:5173',
      HOST: '::1',
      MAX_BODY_BYTES: String(64 * 1024 * 1024),
    });
    expect(c.PUBLIC_URL).toBe('https://ideaproof.example');
    expect(c.TRUSTED_ORIGINS).toEqual(['https://a.example', 'http://localhost:5173']);
  });

  it('refuses a HOST that does not resolve, naming HOST', async () => {
    await expect(checkHostResolves('no-such-host.invalid')).rejects.toThrowError(
      /^Invalid configuration:\n {2}HOST: "no-such-host\.invalid" does not resolve/,
    );
    await expect(checkHostResolves('localhost')).resolves.toBeUndefined();
    await expect(checkHostResolves('0.0.0.0')).resolves.toBeUndefined();
  });
});
