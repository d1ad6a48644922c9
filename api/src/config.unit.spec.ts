import { describe, expect, it } from '@jest/globals';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('seeds the demo content by default, but not under NODE_ENV=test, and follows SEED_DEMO_CONTENT when set', () => {
    const content = (env: NodeJS.ProcessEnv) => loadConfig(env).seedDemoContent;
    expect([content({}), content({ NODE_ENV: 'development' }), content({ NODE_ENV: 'test' })]).toEqual([true, true, false]);
    expect([content({ NODE_ENV: 'test', SEED_DEMO_CONTENT: 'on' }), content({ SEED_DEMO_CONTENT: '0' }), content({ SEED_DEMO_CONTENT: ' false ' })]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it('sends the weekly organization e-mails from Monday 07:00 UTC every minute, but not under NODE_ENV=test unless asked', () => {
    expect(loadConfig({}).weeklyReport).toEqual({ intervalMs: 60_000, day: 1, hour: 7 });
    expect(loadConfig({ NODE_ENV: 'test' }).weeklyReport.intervalMs).toBe(0);
    expect(loadConfig({ NODE_ENV: 'test', WEEKLY_REPORT_INTERVAL_MS: '150', WEEKLY_REPORT_DAY: '3', WEEKLY_REPORT_HOUR: '30' }).weeklyReport).toEqual({
      intervalMs: 150,
      day: 3,
      hour: 23,
    });
  });
});
