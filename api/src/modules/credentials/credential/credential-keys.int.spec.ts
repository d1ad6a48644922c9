import { generateKeyPairSync } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { createLocalJWKSet, jwtVerify } from 'jose';
import { loadCredentialSigningKey } from '../../../infra/secrets.js';
import { CredentialKeys } from './credential-keys.js';

/** The credential signing key on disk (a temporary data folder) and from the environment. */
let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'credential-key-'));
});
afterEach(() => rm(dataDir, { recursive: true, force: true }));

describe('the credential signing key', () => {
  it('is created once in the data folder, readable by its owner only, and the same after a restart', async () => {
    const first = await loadCredentialSigningKey(dataDir, undefined);
    const file = join(dataDir, 'credential-signing.pem');
    expect((await readFile(file, 'utf8')).startsWith('-----BEGIN PRIVATE KEY-----')).toBe(true);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const again = await loadCredentialSigningKey(dataDir, undefined);
    expect(again.export({ format: 'jwk' })).toEqual(first.export({ format: 'jwk' }));
  });

  it('is the same for processes starting together on one data folder', async () => {
    const keys = await Promise.all(Array.from({ length: 8 }, () => loadCredentialSigningKey(dataDir, undefined)));
    expect(new Set(keys.map((k) => JSON.stringify(k.export({ format: 'jwk' })))).size).toBe(1);
  });

  it('comes from CREDENTIAL_SIGNING_KEY as a PKCS8 PEM or a private JWK, and must be Ed25519', async () => {
    const { privateKey } = generateKeyPairSync('ed25519');
    const pem = privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    const jwk = JSON.stringify(privateKey.export({ format: 'jwk' }));
    expect((await loadCredentialSigningKey(dataDir, pem)).export({ format: 'jwk' })).toEqual(privateKey.export({ format: 'jwk' }));
    expect((await loadCredentialSigningKey(dataDir, jwk)).export({ format: 'jwk' })).toEqual(privateKey.export({ format: 'jwk' }));
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    await expect(loadCredentialSigningKey(dataDir, rsa)).rejects.toThrow('CREDENTIAL_SIGNING_KEY must be an Ed25519 private key');
  });

  it('signs what its published key set verifies, and nothing signed by another key', async () => {
    const keys = await CredentialKeys.create(await loadCredentialSigningKey(dataDir, undefined), 'https://campus.example');
    expect(keys.keySet.keys[0]!.kid).toMatch(/^https:\/\/campus\.example\/api\/v1\/verify\/keys#[\w-]{43}$/);
    const jwt = await keys.sign({ sub: 'x' });
    await expect(jwtVerify(jwt, createLocalJWKSet(keys.keySet))).resolves.toMatchObject({ payload: { sub: 'x' } });
    const other = await CredentialKeys.create(generateKeyPairSync('ed25519').privateKey, 'https://campus.example');
    await expect(jwtVerify(await other.sign({ sub: 'x' }), createLocalJWKSet(keys.keySet))).rejects.toThrow();
  });
});
