import { describe, expect, it } from 'vitest';
import { resolve } from 'node:path';
import { readConfig, REPO_ROOT, trustProxyOf } from './config.js';

describe('readConfig', () => {
  it('defaults to port 3000 on every interface with PGlite under <repo>/.data', () => {
    expect(readConfig({})).toEqual({ port: 3000, host: '0.0.0.0', databaseUrl: undefined, dataDir: resolve(REPO_ROOT, '.data'), trustProxy: false });
  });

  it('reads PORT, HOST, DATABASE_URL and LOCUS_DATA_DIR', () => {
    const config = readConfig({ PORT: '8080', HOST: '127.0.0.1', DATABASE_URL: 'postgres://x/y', LOCUS_DATA_DIR: '/tmp/locus' });
    expect(config).toEqual({ port: 8080, host: '127.0.0.1', databaseUrl: 'postgres://x/y', dataDir: '/tmp/locus', trustProxy: false });
  });

  it('reads TRUST_PROXY as true or a list of proxy addresses; unset or false trusts none', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8')).toBe('127.0.0.1, 10.0.0.0/8');
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
