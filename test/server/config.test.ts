import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

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
});
