import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { TestClient } from './test-client.js';

/** Does what the widget does: fetch a challenge, solve it, return the payload to send. */
export async function solveCaptcha(client: TestClient): Promise<string> {
  const res = await client.get('/api/v1/captcha');
  const challenge = res.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('captcha not solved');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
