// @cytocampus/testing/oidc: a subpath of its own, so that users of @cytocampus/testing never load oidc-provider and koa.
export * from './accounts.js';
export { TEST_CLIENT_ID, TEST_CLIENT_SECRET, GRANTED_SCOPES, cytocampusClient } from './configuration.js';
export { CookieJar } from '../http/cookie-jar.js';
export * from './drive.js';
export { LOGIN_REFUSED } from './interactions.js';
export { PROVIDER_NAME } from './pages.js';
export * from './test-provider.js';
export { providerRequest } from './registration.js';
