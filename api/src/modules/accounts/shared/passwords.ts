import { randomUUID } from 'node:crypto';
import argon2 from 'argon2';

/**
 * argon2id with the library's defaults (64 MiB, 3 passes, 4 lanes); the hash records its own
 * parameters, so any stored hash is checked the same way. Under NODE_ENV=test (the test servers, the
 * browser tests' product, the benches' API), 4 MiB, one pass and one lane: still argon2id, at a
 * tenth of the CPU, since the test suites sign in and make accounts thousands of times on two cores.
 */
export const hashingFor = (nodeEnv: string | undefined): argon2.HashOptions =>
  nodeEnv === 'test' ? { type: argon2.argon2id, memoryCost: 4096, timeCost: 1, parallelism: 1 } : { type: argon2.argon2id };

const HASHING = hashingFor(process.env.NODE_ENV);

export const hashPassword = (password: string): Promise<string> => argon2.hash(password, HASHING);

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
