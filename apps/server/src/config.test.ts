import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: '/tmp/lp-config-test' };
const load = (env: Record<string, string>) => loadConfig({ ...base, ...env });

describe('content origin configuration', () => {
  it('defaults to the next port on the other loopback name, so a laptop needs no setting', () => {
    expect(load({})).toMatchObject({
      port: 3000,
      publicUrl: 'http://localhost:3000',
      contentPort: 3001,
      contentOrigin: 'http://127.0.0.1:3001',
    });
    expect(load({ PORT: '4000', PUBLIC_URL: 'http://127.0.0.1:4000' })).toMatchObject({
      contentPort: 4001,
      contentOrigin: 'http://localhost:4001',
    });
    expect(
      load({ PORT: '8080', PUBLIC_URL: 'https://learn.example.com', CONTENT_PORT: '9000' }),
    ).toMatchObject({
      contentPort: 9000,
      contentOrigin: 'https://learn.example.com:9000',
    });
  });

  it('takes CONTENT_ORIGIN as an origin and refuses the app origin, paths and other schemes', () => {
    expect(
      load({ PUBLIC_URL: 'https://learn.example.com', CONTENT_ORIGIN: 'https://content.example.com/' }),
    ).toMatchObject({ contentOrigin: 'https://content.example.com' });
    const refused: Record<string, string>[] = [
      { PUBLIC_URL: 'https://learn.example.com', CONTENT_ORIGIN: 'https://learn.example.com' },
      { CONTENT_ORIGIN: 'http://localhost:3000' },
      { CONTENT_ORIGIN: 'https://content.example.com/scorm' },
      { CONTENT_ORIGIN: 'ftp://content.example.com' },
      { PORT: '65535' },
    ];
    for (const env of refused) {
      expect(() => load(env)).toThrow(ConfigError);
      expect(() => load(env)).toThrow(/CONTENT_(ORIGIN|PORT)/);
    }
  });
});

describe('payment plans', () => {
  it('reads PAYMENT_PLANS as provider plan ids with names and refuses a malformed id', () => {
    expect(load({}).paymentPlans).toEqual([]);
    expect(load({ PAYMENT_PLANS: 'plan_A1=Growth, plan_B2' }).paymentPlans).toEqual([
      { id: 'plan_A1', name: 'Growth' },
      { id: 'plan_B2', name: 'plan_B2' },
    ]);
    expect(() => load({ PAYMENT_PLANS: 'bad id=Growth' })).toThrow(ConfigError);
  });
});
