import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Secrets kept at rest in events and cookies (an identity provider's client secret, say), sealed
 * with AES-256-GCM as `v1.<kid>.<iv>.<ciphertext+tag>` (base64url parts). The AAD names the value's
 * use (`idp-client-secret:<providerId>`), so a sealed value copied to another use does not open.
 * The first key seals and every key opens: a new key goes first, values sealed with an older one
 * are resealed (`needsReseal`), then the old key can go. A database dump alone reveals nothing.
 */
export const DATA_KEY_BYTES = 32;
const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const ALGORITHM = 'aes-256-gcm';

/** A sealed value that does not open; its message names what is wrong, never the secret. */
export class UnsealError extends Error {
  override readonly name = 'UnsealError';
}

/** Names a key inside sealed values without revealing it: 48 bits of its SHA-256. */
export const keyId = (key: Uint8Array): string => createHash('sha256').update(key).digest('base64url').slice(0, 8);

interface SealedParts {
  kid: string;
  iv: Buffer;
  ciphertext: Buffer;
  tag: Buffer;
}

export class Sealer {
  private readonly keys = new Map<string, Buffer>();
  private readonly current: { kid: string; key: Buffer };

  /** `keys[0]` seals; all of them open. */
  constructor(keys: readonly Buffer[]) {
    if (keys.length === 0) throw new Error('A Sealer needs at least one key');
    for (const key of keys) {
      if (key.length !== DATA_KEY_BYTES) throw new Error(`A data encryption key must be ${DATA_KEY_BYTES} bytes, not ${key.length}`);
      if (!this.keys.has(keyId(key))) this.keys.set(keyId(key), key);
    }
    this.current = { kid: keyId(keys[0]!), key: keys[0]! };
  }

  seal(plain: string, aad: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.current.key, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(aad, 'utf8'));
    const ciphertext = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
    return [VERSION, this.current.kid, iv.toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  open(sealed: string, aad: string): string {
    const { kid, iv, ciphertext, tag } = parse(sealed);
    const key = this.keys.get(kid);
    if (!key) throw new UnsealError(`Sealed with key ${kid}, which is not among the data encryption keys`);
    const decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES });
    decipher.setAAD(Buffer.from(aad, 'utf8'));
    decipher.setAuthTag(tag);
    try {
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
    } catch {
      throw new UnsealError(`A sealed value does not open for "${aad}": it was sealed for another use, or altered`);
    }
  }

  /** True when the value was sealed with a key other than the one sealing now. */
  needsReseal(sealed: string): boolean {
    return parse(sealed).kid !== this.current.kid;
  }

  /** The id of the key sealing now (48 bits of its hash: it names the key without revealing it). */
  get sealingKeyId(): string {
    return this.current.kid;
  }

  /** The id of the key a value was sealed with. */
  keyIdOf(sealed: string): string {
    return parse(sealed).kid;
  }
}

function parse(sealed: string): SealedParts {
  const parts = sealed.split('.');
  const [version, kid, iv, body] = parts;
  if (parts.length !== 4 || version !== VERSION || !kid || iv === undefined || body === undefined) {
    throw new UnsealError(`Not a sealed value: expected ${VERSION}.<kid>.<iv>.<ciphertext>`);
  }
  const ivBytes = base64url(iv, 'IV');
  const bodyBytes = base64url(body, 'ciphertext');
  if (ivBytes.length !== IV_BYTES) throw new UnsealError(`Not a sealed value: its IV is ${ivBytes.length} bytes, not ${IV_BYTES}`);
  if (bodyBytes.length < TAG_BYTES) throw new UnsealError('Not a sealed value: its ciphertext is shorter than the authentication tag');
  return { kid, iv: ivBytes, ciphertext: bodyBytes.subarray(0, -TAG_BYTES), tag: bodyBytes.subarray(-TAG_BYTES) };
}

/** Canonical base64url only: Buffer.from skips characters it does not know, which would hide damage. */
function base64url(text: string, part: string): Buffer {
  const bytes = Buffer.from(text, 'base64url');
  if (bytes.toString('base64url') !== text) throw new UnsealError(`Not a sealed value: its ${part} is not base64url`);
  return bytes;
}
