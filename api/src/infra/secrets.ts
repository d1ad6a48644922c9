import { createPrivateKey, generateKeyPairSync, randomBytes, type JsonWebKeyInput, type KeyObject } from 'node:crypto';
import { link, mkdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

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
  const key = fromEnv ? parsePrivateKey(fromEnv) : await keptCredentialKey(join(dataDir, 'credential-signing.pem'), dataDir);
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('CREDENTIAL_SIGNING_KEY must be an Ed25519 private key (PKCS8 PEM or JWK)');
  return key;
}

const parsePrivateKey = (text: string): KeyObject =>
  text.trim().startsWith('{') ? createPrivateKey({ key: JSON.parse(text) as JsonWebKeyInput['key'], format: 'jwk' }) : createPrivateKey(text);

async function keptCredentialKey(file: string, dataDir: string): Promise<KeyObject> {
  try {
    return parsePrivateKey(await readFile(file, 'utf8'));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dataDir, { recursive: true });
    const pem = generateKeyPairSync('ed25519').privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    // Written whole under another name, then linked into place: API processes starting together on
    // one data folder all keep the first key linked, and none reads a half-written file.
    const draft = `${file}.${randomBytes(6).toString('hex')}`;
    await writeFile(draft, pem, { mode: 0o600 });
    await link(draft, file)
      .catch((e: NodeJS.ErrnoException) => {
        if (e.code !== 'EEXIST') throw e;
      })
      .finally(() => unlink(draft));
    return parsePrivateKey(await readFile(file, 'utf8'));
  }
}
