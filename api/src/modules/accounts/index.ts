// The accounts context: users, sign-in, sessions, access tokens.
// Its public entry: what the app and the contexts above it in the graph may import (docs/adr/0037).
export { AccountsModule } from './accounts.module.js';
export { SEARCH_ORDER, USER_ORDER } from './shared/user-rows.js';
export { hashPassword } from './shared/passwords.js';
export { ProviderAccounts, type AccountSource } from './shared/oidc/provider-accounts.js';
export { IdentityDirectory } from './shared/oidc/identity-directory.js';
export { EmailDirectory } from './shared/email-directory.js';
export { SessionIssuer } from './shared/session-issuer.js';
export { issuerAllowed } from './shared/oidc/oidc-clients.js';
export { resealIdentityProviderSecrets, type Resealed } from './shared/oidc/reseal-secrets.js';
