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
});
