/** @jest-environment node */
import { demoDataEnabled, demoPartEnabled } from '@/lib/platform/demo-data/switch';
import { sandboxEnabled } from '@/lib/platform/cashbox/payment-provider';

/** The demo data follows the payment sandbox's rule: on for the embedded database, off on DATABASE_URL. */
describe('the DEMO_DATA switch', () => {
  const pg = { DATABASE_URL: 'postgres://croupier@db/croupier' };

  it('is on for the embedded database and off on DATABASE_URL, like the payment sandbox', () => {
    for (const env of [{}, pg, { ...pg, DEMO_DATA: 'on', PAYMENT_SANDBOX: 'on' }, { DEMO_DATA: 'off', PAYMENT_SANDBOX: 'off' }]) {
      expect(demoDataEnabled(env)).toBe(sandboxEnabled(env));
    }
    expect(demoDataEnabled({})).toBe(true);
    expect(demoDataEnabled(pg)).toBe(false);
  });

  it('understands on/off, 1/0 and true/false; anything else leaves the default', () => {
    expect(demoDataEnabled({ DEMO_DATA: '0' })).toBe(false);
    expect(demoDataEnabled({ DEMO_DATA: ' FALSE ' })).toBe(false);
    expect(demoDataEnabled({ ...pg, DEMO_DATA: '1' })).toBe(true);
    expect(demoDataEnabled({ ...pg, DEMO_DATA: 'maybe' })).toBe(false);
    expect(demoDataEnabled({ DEMO_DATA: 'maybe' })).toBe(true);
  });

  it('a finer switch decides its part when set, either way, and follows DEMO_DATA when not', () => {
    expect(demoPartEnabled('SEED_DEMO_PLAYER', { DEMO_DATA: 'off' })).toBe(false);
    expect(demoPartEnabled('SEED_DEMO_PLAYER', { DEMO_DATA: 'off', SEED_DEMO_PLAYER: '1' })).toBe(true);
    expect(demoPartEnabled('SEED_DEMO_PROMOTIONS', { SEED_DEMO_PROMOTIONS: '0' })).toBe(false);
    expect(demoPartEnabled('SEED_DEMO_PROMOTIONS', pg)).toBe(false);
  });
});
