import { describe, expect, it } from '@jest/globals';
import argon2 from 'argon2';
import { hashingFor, hashPassword, verifyPassword } from './passwords.js';

describe('password hashing', () => {
  it('keeps the library defaults (64 MiB, 3 passes, 4 lanes) outside tests', async () => {
    for (const env of [undefined, 'production', 'development']) expect(hashingFor(env)).toEqual({ type: argon2.argon2id });
    expect(await argon2.hash('CytoCampus1', hashingFor('production'))).toMatch(/^\$argon2id\$v=19\$m=65536,p=4,t=3\$/);
  });

  it('is argon2id at a small cost under NODE_ENV=test, and checked the same way', async () => {
    const hash = await hashPassword('CytoCampus1');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=4096,p=1,t=1\$/);
    expect(await verifyPassword(hash, 'CytoCampus1')).toBe(true);
    expect(await verifyPassword(hash, 'CytoCampus2')).toBe(false);
  });
});
