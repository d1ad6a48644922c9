import { describe, expect, it } from '@jest/globals';
import { Sealer } from '../../infra/sealed-secrets.js';
import { secretIn } from './secret-leaks.js';

/** The sweep of no-secret-in-answers.e2e.spec.ts is only as good as this matcher: it must see what it looks for. */
describe('finding a secret in an answer', () => {
  const sealer = new Sealer([Buffer.alloc(32, 7)]);
  const secret = 'cytocampus-test-secret';
  const sealed = sealer.seal(secret, 'idp-client-secret:p1');

  it('finds the plain secret and the stored sealed value inside JSON', () => {
    expect(secretIn(JSON.stringify({ code: 200, data: { note: `x${secret}y` } }), [secret, sealed])).toMatch(/^the secret/);
    expect(secretIn(JSON.stringify({ data: [{ clientSecret: sealed }] }), [secret, sealed])).toMatch(/^the secret/);
  });

  it('finds a value sealed again (another IV, another key) by its shape alone', () => {
    const resealed = new Sealer([Buffer.alloc(32, 8)]).seal(secret, 'idp-client-secret:p1');
    expect(secretIn(JSON.stringify({ data: { s: resealed } }), [secret, sealed])).toMatch(/^a sealed value v1\./);
  });

  it('finds nothing in an ordinary answer, versions and ids included', () => {
    const ordinary = JSON.stringify({ code: 200, data: { clientSecretSet: true, version: 'v1.2.3', id: '0b6c1f9e-3f0e-4a8e-9d55-5f1c2b7a9e10' } });
    expect(secretIn(ordinary, [secret, sealed])).toBeNull();
  });
});
