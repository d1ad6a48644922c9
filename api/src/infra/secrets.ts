import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
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
