import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';

/** argon2id with the library's defaults (64 MiB, 3 passes): the hash records its own parameters. */
export const hashPassword = (password: string): Promise<string> => argon2.hash(password, { type: argon2.argon2id });

// A real hash of a random password, checked when the account does not exist so that an unknown
// address takes as long to refuse as a wrong password.
const decoy = hashPassword(randomUUID());

/** Stored for an account created without a password: it signs in only after choosing one by e-mail link. */
export const NO_PASSWORD = '!';

export async function verifyPassword(hash: string | null, password: string): Promise<boolean> {
  if (!hash || hash === NO_PASSWORD) {
    await argon2.verify(await decoy, password);
    return false;
  }
  return argon2.verify(hash, password);
}
