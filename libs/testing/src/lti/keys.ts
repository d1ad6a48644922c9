import { randomUUID } from 'node:crypto';
import {
  createLocalJWKSet,
  exportJWK,
  generateKeyPair,
  jwtVerify,
  type CryptoKey,
  type JSONWebKeySet,
  type JWK,
  type JWTPayload,
  type JWTVerifyOptions,
} from 'jose';

/** A signing key with the kid its JWKS names it by. */
export interface SigningKey {
  kid: string;
  privateKey: CryptoKey;
  publicJwk: JWK;
}

/** An RS256 key pair made at start: LTI 1.3 and the IMS Security Framework sign with RS256. */
export async function generateSigningKey(kid: string = randomUUID()): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256');
  return { kid, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' } };
}

/**
 * Verifies a JWT the tool signed against its key set, fetched at each use: a tool restarted by a
 * test has new keys, and a cached set (jose's remote set waits 30 s before refetching) would
 * refuse them.
 */
export async function verifyWithToolKeys(jwt: string, jwksUrl: string, options: JWTVerifyOptions): Promise<JWTPayload> {
  const response = await fetch(jwksUrl);
  if (!response.ok) throw new Error(`The tool's key set at ${jwksUrl} answered ${response.status}.`);
  const keySet = createLocalJWKSet((await response.json()) as JSONWebKeySet);
  const { payload } = await jwtVerify(jwt, keySet, { algorithms: ['RS256'], ...options });
  return payload;
}
