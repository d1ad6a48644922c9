import type { Config } from '../../../infra/config.js';

/** The demo accounts of the seed (README); refused in production unless ALLOW_DEMO_ACCOUNTS is set. */
const DEMO_DOMAIN = '@cytocampus.test';

/**
 * Whether this address may not sign in here: a demo account in production. Shared by the password
 * and the provider sign-in, so that an identity provider that sends a demo address opens nothing
 * the password would not.
 */
export const demoAccountRefused = (email: string, config: Pick<Config, 'allowDemoAccounts'>): boolean =>
  email.endsWith(DEMO_DOMAIN) && !config.allowDemoAccounts;
