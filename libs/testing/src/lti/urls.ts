/**
 * The platform's URL shapes, in one place: the service URLs go into the id_token's claims and the
 * routes match them. Ids are path segments, encoded.
 */
const segment = encodeURIComponent;

export const platformUrls = (issuer: string) => ({
  jwks: `${issuer}/jwks`,
  authorization: `${issuer}/auth`,
  token: `${issuer}/token`,
  context: (contextId: string) => `${issuer}/contexts/${segment(contextId)}`,
  lineItems: (contextId: string) => `${issuer}/contexts/${segment(contextId)}/lineitems`,
  lineItem: (contextId: string, lineItemId: string) => `${issuer}/contexts/${segment(contextId)}/lineitems/${segment(lineItemId)}`,
  memberships: (contextId: string) => `${issuer}/contexts/${segment(contextId)}/memberships`,
  deepLinkingReturn: (requestId: string) => `${issuer}/deep-linking/${segment(requestId)}/return`,
  coursePage: (contextId: string, linkId: string, userId: string) => `${issuer}/courses/${segment(contextId)}/links/${segment(linkId)}?user=${segment(userId)}`,
  deepLinkingPage: (contextId: string, userId: string) => `${issuer}/courses/${segment(contextId)}/deep-linking?user=${segment(userId)}`,
  coursePageOf: (contextId: string) => `${issuer}/courses/${segment(contextId)}`,
  scoresPage: `${issuer}/scores`,
});

export type PlatformUrls = ReturnType<typeof platformUrls>;
