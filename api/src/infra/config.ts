import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { THREAD_LIMITS } from '@cytocampus/contracts';
import { SLIDE_MIN_BYTES } from '@cytocampus/domain';

/** Everything the product reads from its environment (see README "Configuration"). */
export interface Config {
  port: number;
  host: string;
  production: boolean;
  /** Embedded default: PGlite data, secrets, outbox and uploads live here. */
  dataDir: string;
  /** Real PostgreSQL for events and read models; unset → PGlite under dataDir. */
  databaseUrl: string | null;
  /** EventStoreDB for events (read models stay in PostgreSQL). */
  eventstoreUrl: string | null;
  /** socket.io Redis streams adapter, rate limits and captcha replay protection across processes. */
  redisUrl: string | null;
  /** Prefix of every Redis key and stream, so that several installations can share one Redis. */
  redisPrefix: string;
  /** Real mail; unset → .eml files in <dataDir>/outbox. */
  smtpUrl: string | null;
  mailFrom: string;
  /** Origin used in links sent by e-mail. */
  publicUrl: string;
  /** Run the projections worker inside this process (default: only on the embedded default). */
  runProjections: boolean;
  /** Seed the demo organization and accounts on first start (default: yes unless production). */
  seedDemo: boolean;
  /**
   * With seedDemo, also the demo courses, quizzes, slides and assignment (ADR 0018); default on,
   * but off under NODE_ENV=test, where test servers would generate slides and list the demo items.
   */
  seedDemoContent: boolean;
  /**
   * With seedDemoContent, also the library's slides no course uses (ADR 0018); off, the seed stops
   * at the courses' slides: browser tests and small machines wait for a dozen slides, not fifty.
   */
  seedDemoLibrary: boolean;
  /** A folder where the demo seed keeps the smears it draws and copies them from next time (SEED_SLIDE_CACHE; the browser tests share one). */
  seedSlideCache: string | null;
  /** Let the demo accounts sign in in production (default: no). */
  allowDemoAccounts: boolean;
  /** Built web client served at the root; null → API only. */
  webDist: string | null;
  /** Express "trust proxy": which proxies may tell the client address (X-Forwarded-For). */
  trustProxy: string;
  /** Set the Secure flag on cookies (default: in production). */
  secureCookies: boolean;
  captcha: { cost: number; counterMin: number; counterMax: number };
  sessionDays: number;
  /** Per-account sign-in lockout across addresses (docs/adr/0004): attempts, seconds. */
  loginLockout: { after: number; window: number; first: number; max: number };
  /** Smallest whole-slide upload accepted (spec: 100,000,000 bytes); lower it to teach with small crops. */
  slideMinBytes: number;
  /** Object crops one user may have rendered per window (seconds); tiles and cached crops do not count (docs/adr/0016). */
  objectCrops: { points: number; duration: number };
  /** Community e-mails (docs/adr/0027): how often pending mails are looked at (ms); the UTC hour from which a day's summaries go out. */
  communityMail: { intervalMs: number; dailySummaryHour: number };
  /** New threads and messages one user may post per window (seconds) (docs/adr/0027). */
  communityPosts: { points: number; duration: number };
  /**
   * The weekly organization e-mail of managers (docs/adr/0028): how often the dispatcher looks
   * (ms; 0: never, the default under NODE_ENV=test so that test servers' outboxes hold only what
   * their tests send), and the ISO weekday (1 = Monday) and UTC hour from which a week's go out.
   */
  weeklyReport: { intervalMs: number; day: number; hour: number };
  /** How often (ms) the proficiency test time-out looks for attempts past their deadline (issue 30; 0: never). */
  ptTimeOut: { intervalMs: number };
  /**
   * Origins whose pages and media a presentation may embed (docs/adr/0033): the content security
   * policy's frame-src and media-src besides the site itself, and what the player frames.
   */
  embedOrigins: string[];
  /**
   * Single sign-on (docs/adr/0041): whether an identity provider's issuer may be an http address of
   * this machine (localhost, 127.0.0.0/8, ::1), for a test provider beside a development server;
   * every other issuer must use https (OIDC_ALLOW_HTTP_ISSUERS; default: yes unless production).
   */
  oidc: { allowHttpIssuers: boolean };
  /**
   * LTI grade pass-back (docs/adr/0042): how often the sender looks for scores to send
   * (LTI_PASSBACK_INTERVAL_MS, default 5 s), and the first wait after a platform refused one
   * (LTI_RETRY_BASE_MS, default a minute), doubled at each further refusal up to six hours.
   */
  lti: { passbackIntervalMs: number; retryBaseMs: number };
}

/** The video sites' player origins (the presentation player frames YouTube's and Vimeo's players). */
export const DEFAULT_EMBED_ORIGINS = ['https://www.youtube-nocookie.com', 'https://www.youtube.com', 'https://player.vimeo.com'];

/**
 * EMBED_ORIGINS: origins separated by commas or spaces (unset: the video sites; empty: none). An
 * entry that is not an http(s) origin stops the start, since a policy it cannot express would
 * silently block the pages it was meant to allow.
 */
export function parseEmbedOrigins(value: string | undefined): string[] {
  if (value === undefined) return DEFAULT_EMBED_ORIGINS;
  const origins = value
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((entry) => {
      const url = URL.parse(entry);
      const bare = url !== null && url.pathname === '/' && url.search === '' && url.hash === '' && url.username === '' && url.password === '';
      if (!bare || !['http:', 'https:'].includes(url.protocol) || url.hostname.includes('*'))
        throw new Error(`EMBED_ORIGINS: "${entry}" is not an origin such as https://player.vimeo.com (scheme and host, no path, no wildcard)`);
      return url.origin;
    });
  return [...new Set(origins)];
}

const flag = (value: string | undefined, fallback: boolean): boolean =>
  value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
const int = (value: string | undefined, fallback: number): number => {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) ? n : fallback;
};
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = int(env.PORT, 3000);
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL || null;
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    production,
    dataDir: resolve(env.DATA_DIR ?? resolve(repoRoot, 'data')),
    databaseUrl,
    eventstoreUrl: env.EVENTSTORE_URL || null,
    redisUrl: env.REDIS_URL || null,
    redisPrefix: env.REDIS_PREFIX ?? 'cytocampus',
    smtpUrl: env.SMTP_URL || null,
    mailFrom: env.MAIL_FROM ?? 'CytoCampus <no-reply@cytocampus.test>',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    runProjections: flag(env.RUN_PROJECTIONS, databaseUrl === null),
    seedDemo: flag(env.SEED_DEMO, !production),
    seedDemoContent: flag(env.SEED_DEMO_CONTENT?.trim(), env.NODE_ENV !== 'test'),
    seedDemoLibrary: flag(env.SEED_DEMO_LIBRARY?.trim(), true),
    seedSlideCache: env.SEED_SLIDE_CACHE ? resolve(env.SEED_SLIDE_CACHE) : null,
    allowDemoAccounts: flag(env.ALLOW_DEMO_ACCOUNTS, !production),
    webDist: env.WEB_DIST === 'none' ? null : resolve(env.WEB_DIST ?? resolve(repoRoot, 'web/dist')),
    trustProxy: env.TRUST_PROXY ?? 'loopback',
    secureCookies: flag(env.SECURE_COOKIES, production),
    captcha: { cost: int(env.CAPTCHA_COST, 1000), counterMin: int(env.CAPTCHA_COUNTER_MIN, 2000), counterMax: int(env.CAPTCHA_COUNTER_MAX, 6000) },
    sessionDays: int(env.SESSION_DAYS, 14),
    loginLockout: {
      after: int(env.LOGIN_LOCKOUT_AFTER, 10),
      window: int(env.LOGIN_LOCKOUT_WINDOW, 900),
      first: int(env.LOGIN_LOCKOUT_FIRST, 30),
      max: int(env.LOGIN_LOCKOUT_MAX, 300),
    },
    slideMinBytes: int(env.SLIDE_MIN_BYTES, SLIDE_MIN_BYTES),
    objectCrops: { points: int(env.OBJECT_CROP_LIMIT, 120), duration: int(env.OBJECT_CROP_WINDOW, 60) },
    communityMail: {
      intervalMs: Math.max(10, int(env.COMMUNITY_MAIL_INTERVAL_MS, 5000)),
      dailySummaryHour: Math.min(23, Math.max(0, int(env.DAILY_SUMMARY_HOUR, 7))),
    },
    communityPosts: { points: int(env.COMMUNITY_POSTS_PER_MINUTE, THREAD_LIMITS.postsPerMinute), duration: 60 },
    weeklyReport: {
      intervalMs: Math.max(0, int(env.WEEKLY_REPORT_INTERVAL_MS, env.NODE_ENV === 'test' ? 0 : 60_000)),
      day: Math.min(7, Math.max(1, int(env.WEEKLY_REPORT_DAY, 1))),
      hour: Math.min(23, Math.max(0, int(env.WEEKLY_REPORT_HOUR, 7))),
    },
    // A quarter second, so that an attempt is submitted within a second of its deadline.
    ptTimeOut: { intervalMs: Math.max(0, int(env.PT_TIMEOUT_INTERVAL_MS, 250)) },
    embedOrigins: parseEmbedOrigins(env.EMBED_ORIGINS),
    oidc: { allowHttpIssuers: flag(env.OIDC_ALLOW_HTTP_ISSUERS, !production) },
    lti: { passbackIntervalMs: Math.max(10, int(env.LTI_PASSBACK_INTERVAL_MS, 5000)), retryBaseMs: Math.max(10, int(env.LTI_RETRY_BASE_MS, 60_000)) },
  };
}
