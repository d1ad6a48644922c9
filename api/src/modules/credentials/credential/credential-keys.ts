import { createPublicKey, type KeyObject } from 'node:crypto';
import { calculateJwkThumbprint, SignJWT, type JWTPayload } from 'jose';
import { API_PREFIX, CERTIFICATE_ROUTES, type CredentialJwk, type CredentialKeySet } from '@cytocampus/contracts';

/**
 * The site's credential signing key (docs/adr/0026): Ed25519, from CREDENTIAL_SIGNING_KEY or kept in
 * the data folder (infra/secrets.ts). Its public half is published as a JWK set; its `kid` is the
 * set's address with the key's RFC 7638 thumbprint, so a verifier finds the key from the token.
 */
export class CredentialKeys {
  private constructor(
    private readonly privateKey: KeyObject,
    readonly jwk: CredentialJwk,
  ) {}

  static async create(privateKey: KeyObject, publicUrl: string): Promise<CredentialKeys> {
    const { x } = createPublicKey(privateKey).export({ format: 'jwk' });
    if (typeof x !== 'string') throw new Error('the credential signing key has no Ed25519 public part');
    const thumbprint = await calculateJwkThumbprint({ kty: 'OKP', crv: 'Ed25519', x });
    return new CredentialKeys(privateKey, { kty: 'OKP', crv: 'Ed25519', x, kid: `${keySetUrl(publicUrl)}#${thumbprint}`, alg: 'EdDSA', use: 'sig' });
  }

  get keySet(): CredentialKeySet {
    return { keys: [this.jwk] };
  }

  /** A compact JWS of the payload (EdDSA), typed as a JWT whose claims are the credential's (Open Badges 3.0 section 8.2). */
  sign(payload: JWTPayload): Promise<string> {
    return new SignJWT(payload).setProtectedHeader({ alg: 'EdDSA', typ: 'JWT', kid: this.jwk.kid }).sign(this.privateKey);
  }
}

/** Where the JWK set is published. */
export const keySetUrl = (publicUrl: string): string => `${publicUrl}${API_PREFIX}${CERTIFICATE_ROUTES.keys}`;
