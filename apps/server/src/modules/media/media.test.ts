import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { createUser } from '../../test/factories';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('POST /api/media/uploads', () => {
  it('needs a signed-in user, then a PNG or JPEG of a sensible size', async () => {
    const me = await createUser(t);
    const body = { purpose: 'picture', contentType: 'image/gif', size: 100 };
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/media/uploads', payload: body })).statusCode,
    ).toBe(401);
    const gif = await t.app.inject({
      method: 'POST',
      url: '/api/media/uploads',
      headers: me.auth,
      payload: body,
    });
    expect(gif.statusCode).toBe(400);
    expect(gif.json().message).toBe('Image must be in a valid format');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/media/uploads',
      headers: me.auth,
      payload: {
        ...body,
        contentType: 'image/png',
        size: 50_000_000,
      },
    });
    expect(huge.statusCode).toBe(400);
    const ticket = await t.app.inject({
      method: 'POST',
      url: '/api/media/uploads',
      headers: me.auth,
      payload: { ...body, contentType: 'image/jpeg' },
    });
    expect(ticket.json().result).toMatchObject({ method: 'PUT', headers: { 'content-type': 'image/jpeg' } });
    expect(ticket.json().result.key).toMatch(/^uploads\/[0-9a-f-]{36}\/[0-9a-f-]{36}\.jpg$/);
  });
});
