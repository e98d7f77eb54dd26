import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { createUser, login, type TestUser } from '../test/factories';

let t: TestApp;
let user: TestUser;
const lines: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({
    env: { LOG_LEVEL: 'info' },
    logTo: { write: (line: string) => lines.push(line) },
  });
  user = await createUser(t);
});
afterAll(() => t.close());

const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('request logs', () => {
  it('write one line per request, with its id, method, url and outcome', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/version' });
    const line = entries().find((entry) => entry.reqId === response.headers['x-request-id']);
    expect(line).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/api/version' },
      res: { statusCode: 200 },
    });
    expect(entries().filter((entry) => entry.reqId === line!.reqId)).toHaveLength(1);
  });

  it('carry the request id on every line, as the error envelope and the x-request-id header do', async () => {
    const requestId = 'trace-0123456789abcdef';
    lines.length = 0;
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/tournaments/not-a-real-id',
      headers: { 'x-request-id': requestId },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['x-request-id']).toBe(requestId);
    expect(response.json()).toMatchObject({ code: 400, requestId });
    // The refusal's own line and the request's line, both with the id.
    expect(entries().length).toBeGreaterThanOrEqual(2);
    for (const entry of entries()) expect(entry.reqId).toBe(requestId);
  });

  it('never hold a password, a token or a cookie, whether the request succeeds or is refused', async () => {
    const tokens = await login(t, user.email, user.password);
    const secrets = [user.password, tokens.accessToken, tokens.refreshToken, 'forged-token-value'];
    lines.length = 0;

    await login(t, user.email, user.password);
    await t.app.inject({ method: 'GET', url: '/api/sessions/home', headers: user.auth });
    await t.app.inject({
      method: 'GET',
      url: '/api/sessions/home',
      headers: { cookie: `tl_at=${tokens.accessToken}` },
    });
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/sessions/mine',
      headers: { authorization: 'Bearer forged-token-value', cookie: 'tl_rt=forged-token-value' },
    });
    expect(refused.statusCode).toBeGreaterThanOrEqual(400);

    expect(lines.length).toBeGreaterThanOrEqual(4);
    const written = lines.join('');
    for (const secret of secrets) expect(written).not.toContain(secret);
  });

  it('redact the secrets request URLs carry: reset and e-mail links, authorization codes', async () => {
    const secret = '0f8e2a7c-3b1d-4e5f-9a6b-7c8d9e0f1a2b';
    const urls = [
      `/api/accounts/forgot_pass/${secret}`,
      `/?resetPassword=${secret}`,
      `/home?confirmEmail=${secret}&x=1`,
      `/api/accounts/confirm_email/${secret}`,
      `/?code=${secret}&state=abc`,
    ];
    lines.length = 0;
    for (const url of urls) await t.app.inject({ method: 'GET', url });
    await t.app.inject({
      method: 'PUT',
      url: `/api/accounts/forgot_pass/${secret}`,
      payload: { password: 'whatever-long', email: user.email },
    });

    const logged = entries()
      .map((entry) => (entry.req as { url?: string } | undefined)?.url)
      .filter(Boolean);
    expect(logged).toContain('/api/accounts/forgot_pass/[redacted]');
    expect(logged).toContain('/?resetPassword=[redacted]');
    expect(logged).toContain('/home?confirmEmail=[redacted]&x=1');
    expect(logged).toContain('/?code=[redacted]&state=abc');
    expect(lines.join('')).not.toContain(secret);
  });
});
