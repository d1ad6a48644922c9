import { createPrivateKey, generateKeyPairSync, randomBytes, type JsonWebKeyInput, type KeyObject } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { DATA_KEY_BYTES } from './sealed-secrets.js';

/** Keys for signing CSRF tokens and captcha challenges. */
export interface Secrets {
  signing: string;
}

/**
 * SESSION_SECRET when given (required when several API processes share one database);
 * otherwise a random key created once and kept in the data folder.
 */
export async function loadSecrets(dataDir: string, fromEnv = process.env.SESSION_SECRET): Promise<Secrets> {
  if (fromEnv) return { signing: fromEnv };
  const file = join(dataDir, 'secret.key');
  try {
    return { signing: (await readFile(file, 'utf8')).trim() };
  } catch {
    await mkdir(dataDir, { recursive: true });
    const signing = randomBytes(32).toString('base64url');
    await writeFile(file, signing, { mode: 0o600 });
    return { signing };
  }
}

/**
 * The Ed25519 key that signs certificate credentials (docs/adr/0026): CREDENTIAL_SIGNING_KEY when
 * given (a PKCS8 PEM, or a private JWK as JSON; required when several API processes share one
 * database, as SESSION_SECRET is), otherwise one created once and kept in the data folder beside
 * secret.key. Its public half is published at /api/v1/verify/keys, so it must outlive restarts.
 */
export async function loadCredentialSigningKey(dataDir: string, fromEnv = process.env.CREDENTIAL_SIGNING_KEY): Promise<KeyObject> {
  const key = parsePrivateKey(fromEnv || (await keptFile(join(dataDir, 'credential-signing.pem'), newCredentialKeyPem)));
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('CREDENTIAL_SIGNING_KEY must be an Ed25519 private key (PKCS8 PEM or JWK)');
  return key;
}

const parsePrivateKey = (text: string): KeyObject =>
  text.trim().startsWith('{') ? createPrivateKey({ key: JSON.parse(text) as JsonWebKeyInput['key'], format: 'jwk' }) : createPrivateKey(text);

const newCredentialKeyPem = (): string => generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();

/**
 * The keys sealing secrets at rest (sealed-secrets.ts): DATA_ENCRYPTION_KEYS when given, as
 * comma-separated base64url 32-byte keys, the first sealing and all of them opening (rotation: put
 * the new key first); otherwise one key created once and kept in the data folder. Every API process
 * needs the same keys, as SESSION_SECRET; a value sealed with a lost key never opens again.
 */
export async function loadDataKeys(dataDir: string, fromEnv = process.env.DATA_ENCRYPTION_KEYS): Promise<Buffer[]> {
  if (fromEnv?.trim()) return parseDataKeys(fromEnv, 'DATA_ENCRYPTION_KEYS');
  const file = join(dataDir, 'data-encryption.key');
  return parseDataKeys(await keptFile(file, () => randomBytes(DATA_KEY_BYTES).toString('base64url')), file);
}

const BASE64URL_KEY = /^[A-Za-z0-9_-]{43}$/;

function parseDataKeys(text: string, source: string): Buffer[] {
  const keys = text.split(',').map((key) => key.trim());
  return keys.map((key, i) => {
    // The key itself stays out of the message: it ends up in logs.
    if (!BASE64URL_KEY.test(key) || Buffer.from(key, 'base64url').toString('base64url') !== key) {
      throw new Error(
        `${source}: key ${i + 1} of ${keys.length} is not ${DATA_KEY_BYTES} bytes in base64url (43 characters of A-Z a-z 0-9 - _); ` +
          "make one with: openssl rand -base64 32 | tr '+/' '-_' | tr -d '='",
      );
    }
    return Buffer.from(key, 'base64url');
  });
}

/**
 * A file made once by `make` and read from then on. Written whole under another name, then linked
 * into place: API processes starting together on one data folder all keep the first file linked,
 * and none reads a half-written one.
 */
async function keptFile(file: string, make: () => string): Promise<string> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  await mkdir(dirname(file), { recursive: true });
  const draft = `${file}.${randomBytes(6).toString('hex')}`;
  await writeFile(draft, make(), { mode: 0o600 });
  await link(draft, file)
    .catch((e: NodeJS.ErrnoException) => {
      if (e.code !== 'EEXIST') throw e;
    })
    .finally(() => unlink(draft));
  return readFile(file, 'utf8');
}
