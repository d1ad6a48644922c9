import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { exportJWK, generateKeyPair, importJWK, SignJWT, type JWK, type JWTPayload } from 'jose';

/** What jose signs with (a WebCrypto key; the DOM's `CryptoKey` type is not in the API's libraries). */
type SigningKey = Awaited<ReturnType<typeof importJWK>>;
import { LTI_TOOL_KEYS_STREAM, ltiToolKeysDecider, type LtiToolKeyCommand, type SealedSecret } from '@cytocampus/domain';
import type { SqlClient } from '@cytocampus/event-store';
import { ltiPublicKeys, ltiSigningKey } from '@cytocampus/projections';
import { systemContext, type CommandContext } from '../../../es/command-context.js';
import { EventSourcing } from '../../../es/event-sourcing.service.js';
import type { Sealer } from '../../../infra/sealed-secrets.js';
import { SEALER, SQL } from '../../../infra/tokens.js';

/** The use a tool key's private half is sealed for (docs/adr/0041's Sealer). */
const privateKeyAad = (kid: string): string => `lti-tool-key:${kid}`;

/** How long a message or token request we sign stays valid: platforms check at once. */
const SIGNED_LIFETIME_S = 300;

type PublicJwk = Record<string, string>;

/**
 * Our tool's RS256 keys (docs/adr/0042): published at GET /lti/jwks, the newest signing the
 * deep-linking responses and the token requests of the grade and roster services. A first key is
 * made when one is first needed; a super user adds a new one (rotation) and retires old ones once
 * the platforms have fetched the new set. Private halves are recorded sealed, and opened in memory
 * only to sign.
 */
@Injectable()
export class ToolKeys {
  private readonly opened = new Map<string, SigningKey>();

  constructor(
    private readonly es: EventSourcing,
    @Inject(SQL) private readonly sql: SqlClient,
    @Inject(SEALER) private readonly sealer: Sealer,
  ) {}

  /** The public key set, as platforms fetch it. */
  async keySet(): Promise<{ keys: PublicJwk[] }> {
    await this.ensure();
    return { keys: (await ltiPublicKeys(this.sql)).map((row) => row.public_jwk) };
  }

  /** Adds a key, which signs from now on. */
  async rotate(ctx: CommandContext): Promise<void> {
    await this.record({ type: 'AddLtiToolKey', ...(await this.newKey()) }, ctx);
  }

  /**
   * After a data encryption key rotation (`npm run secrets:reseal`): a signing key whose private half
   * an older data key sealed is replaced by a new key, sealed with the current one (platforms fetch
   * the key set again when they meet its kid). The old key stays published until retired; its
   * private half is never opened again, since only the newest key signs. Null when nothing was due.
   */
  async renewIfSealedWithOldKey(ctx: CommandContext): Promise<{ fromKid: string; toKid: string; sealedWith: string } | null> {
    const signing = await ltiSigningKey(this.sql);
    if (!signing || !this.sealer.needsReseal(signing.private_jwk_sealed)) return null;
    const key = await this.newKey();
    await this.record({ type: 'AddLtiToolKey', ...key }, ctx);
    return { fromKid: signing.kid, toKid: key.kid, sealedWith: this.sealer.keyIdOf(signing.private_jwk_sealed) };
  }

  async retire(kid: string, ctx: CommandContext): Promise<void> {
    await this.record({ type: 'RetireLtiToolKey', kid }, ctx);
  }

  /** A JWT signed with the newest key: `kid` in its header, issued now, valid five minutes, a fresh `jti`. */
  async sign(payload: JWTPayload): Promise<string> {
    await this.ensure();
    const signing = await ltiSigningKey(this.sql);
    if (!signing) throw new Error('No LTI tool key after ensuring one');
    const key = await this.privateKey(signing.kid, signing.private_jwk_sealed);
    return new SignJWT(payload)
      .setProtectedHeader({ alg: 'RS256', kid: signing.kid, typ: 'JWT' })
      .setIssuedAt()
      .setExpirationTime(`${SIGNED_LIFETIME_S}s`)
      .setJti(randomUUID())
      .sign(key);
  }

  /** The first key, made once (two processes at once: one records it, the other's command decides nothing). */
  private async ensure(): Promise<void> {
    if (await ltiSigningKey(this.sql)) return;
    await this.record({ type: 'EnsureLtiToolKey', ...(await this.newKey()) }, systemContext());
  }

  private async record(command: LtiToolKeyCommand, ctx: CommandContext): Promise<void> {
    const { position } = await this.es.aggregate(LTI_TOOL_KEYS_STREAM, ltiToolKeysDecider).execute(() => [command], ctx);
    await this.es.readYourWrites(position, ['lti']);
  }

  private async newKey(): Promise<{ kid: string; publicJwk: PublicJwk; privateJwk: SealedSecret }> {
    const kid = randomUUID();
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true, modulusLength: 2048 });
    const { n, e } = await exportJWK(publicKey);
    if (!n || !e) throw new Error('An RSA public key without n or e');
    const privateJwk = this.sealer.seal(JSON.stringify(await exportJWK(privateKey)), privateKeyAad(kid)) as SealedSecret;
    return { kid, publicJwk: { kty: 'RSA', kid, n, e, alg: 'RS256', use: 'sig' }, privateJwk };
  }

  private async privateKey(kid: string, sealed: string): Promise<SigningKey> {
    const cached = this.opened.get(kid);
    if (cached) return cached;
    const key = await importJWK(JSON.parse(this.sealer.open(sealed, privateKeyAad(kid))) as JWK, 'RS256');
    this.opened.set(kid, key);
    return key;
  }
}
