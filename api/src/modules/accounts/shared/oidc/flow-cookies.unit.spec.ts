import { randomBytes } from 'node:crypto';
import { describe, expect, it } from '@jest/globals';
import cookieParser from 'cookie-parser';
import express from 'express';
import request from 'supertest';
import { OIDC_FLOW_COOKIE, OIDC_LINK_COOKIE } from '@cytocampus/contracts';
import type { EventSourcing } from '../../../../es/event-sourcing.service.js';
import type { Config } from '../../../../infra/config.js';
import { Sealer } from '../../../../infra/sealed-secrets.js';
import { FLOW_SECONDS, FlowCookies, type ProviderFlow } from './flow-cookies.js';

const FLOW: ProviderFlow = { providerId: 'p1', verifier: 'v', state: 's', nonce: 'n', returnTo: '/dashboard' };
const LINK = { providerId: 'p1', subject: 'sub', email: 'a@lab.test', userId: 'u1', returnTo: '/dashboard' };

/** A real express app around FlowCookies, its clock set by the test (the sign-in's clock is injected). */
function app(secureCookies = true) {
  let now = Date.parse('2026-11-30T08:00:00Z');
  const cookies = new FlowCookies(new Sealer([randomBytes(32)]), { secureCookies } as Config, { now: () => new Date(now) } as EventSourcing);
  const server = express().use(cookieParser());
  server.get('/api/v1/auth/oidc/put-flow', (_req, res) => (cookies.putFlow(res, FLOW), res.end()));
  server.get('/api/v1/auth/oidc/put-link', (_req, res) => (cookies.putLink(res, LINK), res.end()));
  server.get('/api/v1/auth/oidc/take-flow', (req, res) => res.json(cookies.takeFlow(req, res)));
  return { server, later: (ms: number) => (now += ms) };
}

const setCookie = (res: request.Response): string => [res.headers['set-cookie']].flat()[0] ?? '';
const valueOf = (line: string): string => line.split(';')[0]!;

describe('the sealed sign-in cookies (FlowCookies)', () => {
  it('seal the flow into an httpOnly, Strict, Secure cookie of the sign-in routes for 10 minutes', async () => {
    const line = setCookie(await request(app().server).get('/api/v1/auth/oidc/put-flow'));
    expect(line.startsWith(`${OIDC_FLOW_COOKIE}=v1.`)).toBe(true);
    expect(line).not.toContain('verifier');
    for (const attribute of ['HttpOnly', 'SameSite=Strict', 'Secure', 'Path=/api/v1/auth/oidc', `Max-Age=${FLOW_SECONDS}`]) expect(line).toContain(attribute);
    expect(setCookie(await request(app(false).server).get('/api/v1/auth/oidc/put-flow'))).not.toContain('Secure');
  });

  it('give the flow back once and clear it; an expired, altered or link cookie is no flow', async () => {
    const { server, later } = app();
    const flow = valueOf(setCookie(await request(server).get('/api/v1/auth/oidc/put-flow')));
    const taken = await request(server).get('/api/v1/auth/oidc/take-flow').set('Cookie', flow);
    expect(taken.body).toMatchObject(FLOW);
    expect(setCookie(taken)).toMatch(new RegExp(`^${OIDC_FLOW_COOKIE}=;`)); // cleared: a code is used once
    const link = valueOf(setCookie(await request(server).get('/api/v1/auth/oidc/put-link')));
    const asFlow = `${OIDC_FLOW_COOKIE}=${link.slice(OIDC_LINK_COOKIE.length + 1)}`;
    expect((await request(server).get('/api/v1/auth/oidc/take-flow').set('Cookie', asFlow)).body).toBeNull();
    expect((await request(server).get('/api/v1/auth/oidc/take-flow').set('Cookie', `${flow}x`)).body).toBeNull();
    later(FLOW_SECONDS * 1000 + 1);
    expect((await request(server).get('/api/v1/auth/oidc/take-flow').set('Cookie', flow)).body).toBeNull();
  });
});
