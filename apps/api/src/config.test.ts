import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig, REPO_ROOT, trustProxyOf } from './config.js';

describe('readConfig', () => {
  it('defaults to port 3000 on every interface with PGlite under <repo>/.data', () => {
    expect(readConfig({})).toEqual({
      port: 3000,
      host: '0.0.0.0',
      databaseUrl: undefined,
      dataDir: resolve(REPO_ROOT, '.data'),
      publicUrl: 'http://localhost:3000',
      seedDemo: true,
      throttle: { perAddress: { max: 30, windowMs: 900_000 }, perEmail: { max: 10, windowMs: 900_000 } },
      trustProxy: false,
      directoryTimeScale: 1,
      reviewArrivalMinutes: 20,
      tls: undefined,
    });
  });

  it('reads PORT, HOST, DATABASE_URL and LOCUS_DATA_DIR', () => {
    const config = readConfig({ PORT: '8080', HOST: '127.0.0.1', DATABASE_URL: 'postgres://x/y', LOCUS_DATA_DIR: '/tmp/locus' });
    expect(config).toEqual({
      port: 8080,
      host: '127.0.0.1',
      databaseUrl: 'postgres://x/y',
      dataDir: '/tmp/locus',
      publicUrl: 'http://localhost:8080',
      seedDemo: false,
      throttle: { perAddress: { max: 30, windowMs: 900_000 }, perEmail: { max: 10, windowMs: 900_000 } },
      trustProxy: false,
      directoryTimeScale: 1,
      reviewArrivalMinutes: 0,
      tls: undefined,
    });
  });

  it('brings demo reviews every LOCUS_REVIEW_ARRIVAL_MINUTES: 20 by default with the demo, off without it, 0 always off', () => {
    expect(readConfig({}).reviewArrivalMinutes).toBe(20);
    expect(readConfig({ DATABASE_URL: 'postgres://x/y', LOCUS_DEMO: '1' }).reviewArrivalMinutes).toBe(20);
    expect(readConfig({ DATABASE_URL: 'postgres://x/y' }).reviewArrivalMinutes).toBe(0);
    expect(readConfig({ LOCUS_REVIEW_ARRIVAL_MINUTES: '0' }).reviewArrivalMinutes).toBe(0);
    expect(readConfig({ LOCUS_REVIEW_ARRIVAL_MINUTES: '5' }).reviewArrivalMinutes).toBe(5);
    expect(readConfig({ DATABASE_URL: 'postgres://x/y', LOCUS_REVIEW_ARRIVAL_MINUTES: '3' }).reviewArrivalMinutes).toBe(3);
    for (const bad of ['-1', '1.5', 'often']) {
      expect(() => readConfig({ LOCUS_REVIEW_ARRIVAL_MINUTES: bad })).toThrow(/LOCUS_REVIEW_ARRIVAL_MINUTES/);
    }
  });

  it('reads LOCUS_DIRECTORY_TIME_SCALE, a positive whole number', () => {
    expect(readConfig({ LOCUS_DIRECTORY_TIME_SCALE: '60' }).directoryTimeScale).toBe(60);
    expect(() => readConfig({ LOCUS_DIRECTORY_TIME_SCALE: '0' })).toThrow(/LOCUS_DIRECTORY_TIME_SCALE/);
  });

  it('reads PUBLIC_URL (without a trailing slash) and refuses one that is not http(s)', () => {
    expect(readConfig({ PUBLIC_URL: 'https://app.locus.example/' }).publicUrl).toBe('https://app.locus.example');
    expect(() => readConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
    expect(() => readConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });

  it('reads the throttle limits, or none with LOCUS_THROTTLE=off', () => {
    const env = { LOCUS_THROTTLE_PER_ADDRESS: '100', LOCUS_THROTTLE_PER_EMAIL: '4', LOCUS_THROTTLE_WINDOW_SECONDS: '60' };
    expect(readConfig(env).throttle).toEqual({ perAddress: { max: 100, windowMs: 60_000 }, perEmail: { max: 4, windowMs: 60_000 } });
    expect(readConfig({ LOCUS_THROTTLE: 'off' }).throttle).toBeUndefined();
    expect(() => readConfig({ LOCUS_THROTTLE_PER_EMAIL: '0' })).toThrow(/LOCUS_THROTTLE_PER_EMAIL/);
  });

  it('seeds the demo only on the embedded PGlite, or on DATABASE_URL when LOCUS_DEMO=1', () => {
    expect(readConfig({ DATABASE_URL: 'postgres://x/y', LOCUS_DEMO: '1' }).seedDemo).toBe(true);
    expect(readConfig({ LOCUS_DEMO: '0' }).seedDemo).toBe(true);
  });

  it('reads TRUST_PROXY as true or a list of proxy addresses; unset or false trusts none', () => {
    expect(trustProxyOf(undefined)).toBe(false);
    expect(trustProxyOf('false')).toBe(false);
    expect(trustProxyOf('true')).toBe(true);
    expect(trustProxyOf('127.0.0.1, 10.0.0.0/8')).toBe('127.0.0.1, 10.0.0.0/8');
    expect(readConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });

  it('reads TLS_CERT_FILE and TLS_KEY_FILE together or LOCUS_TLS=local, and then links to https', () => {
    const dir = mkdtempSync(join(tmpdir(), 'locus-tls-config-'));
    try {
      writeFileSync(join(dir, 'cert.pem'), 'CERT');
      writeFileSync(join(dir, 'key.pem'), 'KEY');
      const config = readConfig({ PORT: '8443', TLS_CERT_FILE: join(dir, 'cert.pem'), TLS_KEY_FILE: join(dir, 'key.pem') });
      expect(config.tls).toEqual({ cert: 'CERT', key: 'KEY' });
      expect(config.publicUrl).toBe('https://localhost:8443');
      expect(() => readConfig({ TLS_CERT_FILE: join(dir, 'cert.pem') })).toThrow(/TLS_CERT_FILE and TLS_KEY_FILE must be set together/);
      expect(() => readConfig({ TLS_CERT_FILE: join(dir, 'missing.pem'), TLS_KEY_FILE: join(dir, 'key.pem') })).toThrow(
        /TLS_CERT_FILE: cannot read .*missing\.pem.*ENOENT/,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('refuses a PORT that is not a port number', () => {
    expect(() => readConfig({ PORT: 'abc' })).toThrow(/PORT/);
  });
});
