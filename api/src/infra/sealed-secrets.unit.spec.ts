import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { Sealer, UnsealError, keyId } from './sealed-secrets.js';
import { loadDataKeys } from './secrets.js';

const SECRET = 'client-secret-0f9c';
const AAD = 'idp-client-secret:provider-1';
const newKey = (): Buffer => randomBytes(32);

/** The sealed value with one of its base64url parts (2: IV, 3: ciphertext and tag) changed by `alter`. */
function altered(sealed: string, part: 2 | 3, alter: (bytes: Buffer) => void): string {
  const parts = sealed.split('.');
  const bytes = Buffer.from(parts[part]!, 'base64url');
  alter(bytes);
  parts[part] = bytes.toString('base64url');
  return parts.join('.');
}
const flipByte =
  (at: 'first' | 'last') =>
  (bytes: Buffer): void => {
    const i = at === 'first' ? 0 : bytes.length - 1;
    bytes[i] = bytes[i]! ^ 1;
  };

/** Refused with an UnsealError whose message gives nothing of the secret away. */
function expectRefused(open: () => string, reason: RegExp): void {
  let refusal: unknown;
  try {
    open();
  } catch (error) {
    refusal = error;
  }
  expect(refusal).toBeInstanceOf(UnsealError);
  expect((refusal as Error).message).toMatch(reason);
  expect((refusal as Error).message).not.toContain(SECRET);
}

describe('Sealer', () => {
  const sealer = new Sealer([newKey()]);

  it('opens what it sealed, written as v1.<kid>.<iv>.<ciphertext+tag> with a fresh IV each time', () => {
    const key = newKey();
    const own = new Sealer([key]);
    const sealed = own.seal(SECRET, AAD);
    const [version, kid, iv, body] = sealed.split('.');
    expect([version, kid]).toEqual(['v1', keyId(key)]);
    expect(kid).toHaveLength(8);
    expect(Buffer.from(iv!, 'base64url')).toHaveLength(12);
    expect(Buffer.from(body!, 'base64url')).toHaveLength(Buffer.byteLength(SECRET) + 16);
    expect(sealed).not.toContain(SECRET);
    expect(own.open(sealed, AAD)).toBe(SECRET);
    expect(own.seal(SECRET, AAD)).not.toBe(sealed);
    expect(own.open(own.seal('', AAD), AAD)).toBe('');
    expect(own.open(own.seal('é ✓ 𝄞', AAD), AAD)).toBe('é ✓ 𝄞');
  });

  it('refuses a value sealed for another use (AAD)', () => {
    expectRefused(() => sealer.open(sealer.seal(SECRET, AAD), 'idp-client-secret:provider-2'), /sealed for another use, or altered/);
  });

  // The tag ends the last part; the ciphertext begins it.
  it.each([
    ['tag', 3, 'last'],
    ['IV', 2, 'first'],
    ['ciphertext', 3, 'first'],
  ] as const)('refuses a changed %s', (_, part, at) => {
    expectRefused(() => sealer.open(altered(sealer.seal(SECRET, AAD), part, flipByte(at)), AAD), /altered/);
  });

  it('refuses a value sealed with a key it does not hold, naming the key id', () => {
    const sealed = new Sealer([newKey()]).seal(SECRET, AAD);
    expectRefused(() => sealer.open(sealed, AAD), new RegExp(`key ${sealed.split('.')[1]}, which is not among`));
  });

  it('refuses malformed values', () => {
    const [, kid, iv, body] = sealer.seal(SECRET, AAD).split('.');
    const malformed = ['', SECRET, `v2.${kid}.${iv}.${body}`, `v1.${kid}.${iv}`, `v1.${kid}.${iv}.${body}.x`, `v1..${iv}.${body}`];
    malformed.push(`v1.${kid}.${iv}.${body}!`, `v1.${kid}.${iv!.slice(4)}.${body}`, `v1.${kid}.${iv}.${body!.slice(0, 20)}`);
    for (const value of malformed) expectRefused(() => sealer.open(value, AAD), /Not a sealed value/);
  });

  it('rotates: an older key still opens, its values need resealing, and once resealed they open with the new key alone', () => {
    const [oldKey, currentKey] = [newKey(), newKey()];
    const sealedBefore = new Sealer([oldKey]).seal(SECRET, AAD);
    const rotated = new Sealer([currentKey, oldKey]);
    expect(rotated.open(sealedBefore, AAD)).toBe(SECRET);
    expect(rotated.needsReseal(sealedBefore)).toBe(true);
    const resealed = rotated.seal(rotated.open(sealedBefore, AAD), AAD);
    expect(rotated.needsReseal(resealed)).toBe(false);
    const oldKeyDropped = new Sealer([currentKey]);
    expect(oldKeyDropped.open(resealed, AAD)).toBe(SECRET);
    expectRefused(() => oldKeyDropped.open(sealedBefore, AAD), /not among the data encryption keys/);
  });

  it('needs at least one key, each of 32 bytes', () => {
    expect(() => new Sealer([])).toThrow('at least one key');
    expect(() => new Sealer([randomBytes(16)])).toThrow('must be 32 bytes, not 16');
  });
});

describe('loadDataKeys', () => {
  let dataDir: string;
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'data-keys-'));
  });
  afterEach(() => rm(dataDir, { recursive: true, force: true }));

  it('reads DATA_ENCRYPTION_KEYS as comma-separated base64url 32-byte keys, in order', async () => {
    const [first, second] = [newKey(), newKey()];
    const keys = await loadDataKeys(dataDir, ` ${first.toString('base64url')} , ${second.toString('base64url')}`);
    expect(keys).toEqual([first, second]);
  });

  it('refuses any other key, naming the variable and the key but never showing it', async () => {
    const good = newKey().toString('base64url');
    const standardBase64 = Buffer.from(`${'\xfb'.repeat(31)}\xff`, 'latin1').toString('base64');
    const bad = [newKey().toString('hex'), randomBytes(16).toString('base64url'), standardBase64, `${good},`, `${good.slice(0, -1)}!`];
    for (const value of bad) {
      const refusal = await loadDataKeys(dataDir, value).then(
        () => 'accepted',
        (error: Error) => error.message,
      );
      expect(refusal).toMatch(/^DATA_ENCRYPTION_KEYS: key [12] of [12] is not 32 bytes in base64url/);
      expect(refusal).not.toContain(value.split(',')[0]);
    }
  });

  it('without the variable, creates one key in the data folder, readable by its owner only, and reuses it', async () => {
    const [first] = await loadDataKeys(dataDir, undefined);
    const file = join(dataDir, 'data-encryption.key');
    expect(await readFile(file, 'utf8')).toBe(first!.toString('base64url'));
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(await loadDataKeys(dataDir, undefined)).toEqual([first]);
    expect(await loadDataKeys(dataDir, '')).toEqual([first]);
  });

  it('gives processes starting together on one data folder the same key', async () => {
    const loaded = await Promise.all(Array.from({ length: 8 }, () => loadDataKeys(dataDir, undefined)));
    expect(new Set(loaded.map(([key]) => key!.toString('base64url'))).size).toBe(1);
  });
});
