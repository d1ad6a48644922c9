import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from '@jest/globals';
import { DEFAULT_EMBED_ORIGINS, loadConfig, parseEmbedOrigins } from './config.js';

const REPO = fileURLToPath(new URL('../../../', import.meta.url));

describe('loadConfig', () => {
  it("keeps data and finds the web client at the repository's root by default (wherever this file sits)", () => {
    expect(existsSync(join(REPO, 'package.json')) && existsSync(join(REPO, 'api'))).toBe(true);
    const config = loadConfig({});
    expect([config.dataDir, config.webDist]).toEqual([join(REPO, 'data'), join(REPO, 'web/dist')]);
  });

  it('seeds the demo content by default, but not under NODE_ENV=test, and follows SEED_DEMO_CONTENT when set', () => {
    const content = (env: NodeJS.ProcessEnv) => loadConfig(env).seedDemoContent;
    expect([content({}), content({ NODE_ENV: 'development' }), content({ NODE_ENV: 'test' })]).toEqual([true, true, false]);
    expect([content({ NODE_ENV: 'test', SEED_DEMO_CONTENT: 'on' }), content({ SEED_DEMO_CONTENT: '0' }), content({ SEED_DEMO_CONTENT: ' false ' })]).toEqual([
      true,
      false,
      false,
    ]);
  });

  it("seeds the whole demo library unless SEED_DEMO_LIBRARY turns it off (the courses' slides only)", () => {
    const library = (env: NodeJS.ProcessEnv) => loadConfig(env).seedDemoLibrary;
    expect([library({}), library({ NODE_ENV: 'test' }), library({ SEED_DEMO_LIBRARY: '0' }), library({ SEED_DEMO_LIBRARY: ' off ' })]).toEqual([
      true,
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

  it('allows http identity provider issuers of this machine unless in production, and follows OIDC_ALLOW_HTTP_ISSUERS when set', () => {
    const allowed = (env: NodeJS.ProcessEnv) => loadConfig(env).oidc.allowHttpIssuers;
    expect([allowed({}), allowed({ NODE_ENV: 'test' }), allowed({ NODE_ENV: 'production' })]).toEqual([true, true, false]);
    expect([allowed({ NODE_ENV: 'production', OIDC_ALLOW_HTTP_ISSUERS: '1' }), allowed({ OIDC_ALLOW_HTTP_ISSUERS: 'off' })]).toEqual([true, false]);
  });
});

describe('EMBED_ORIGINS', () => {
  it("defaults to the video sites' players; empty allows none", () => {
    expect(parseEmbedOrigins(undefined)).toEqual(DEFAULT_EMBED_ORIGINS);
    expect(DEFAULT_EMBED_ORIGINS).toEqual(['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com']);
    expect(parseEmbedOrigins('')).toEqual([]);
  });

  it('reads origins separated by commas or spaces, as origins (lower case, no trailing slash, default port dropped), once each', () => {
    expect(parseEmbedOrigins(' https://Atlas.Example.org/, http://127.0.0.1:4100  https://atlas.example.org:443 ')).toEqual([
      'https://atlas.example.org',
      'http://127.0.0.1:4100',
    ]);
  });

  it('refuses what is not an http(s) origin, naming the entry', () => {
    for (const entry of [
      'atlas.example.org',
      'https://atlas.example.org/cases',
      'https://*.example.org',
      'ftp://files.example.org',
      "'self'",
      'https://a.example.org?x=1',
    ])
      expect(() => parseEmbedOrigins(`https://ok.example.org ${entry}`)).toThrow(`EMBED_ORIGINS: "${entry}" is not an origin`);
  });
});
