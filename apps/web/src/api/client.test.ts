import { AppError, messages } from '@tightlines/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, setSessionInvalidHandler } from './client';

function answer(status: number, body: unknown) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status })),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('apiRequest', () => {
  it('unwraps the result of an OK envelope and sends query values', async () => {
    answer(200, { code: 200, message: 'OK', result: [1, 2] });
    await expect(
      apiRequest('/species', { query: { fishTypeName: 'Bill Fish', skip: undefined } }),
    ).resolves.toEqual([1, 2]);
    expect(vi.mocked(fetch).mock.calls[0]?.[0]).toBe('/api/species?fishTypeName=Bill+Fish');
  });

  it('turns an error envelope into an AppError with the server message', async () => {
    answer(401, { code: 401, message: 'Expired Token', key: 'expiredToken', result: null });
    const error = await apiRequest('/users').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ errorCode: 'EXPIRED_TOKEN', message: 'Expired Token' });
  });

  it('treats a 200 with another envelope code as a failure', async () => {
    answer(200, { code: 101000, message: 'User not found', key: 'userNotFound', result: null });
    await expect(apiRequest('/users')).rejects.toMatchObject({ message: 'User not found' });
  });

  it('reports a lost connection with the spec message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(apiRequest('/version')).rejects.toMatchObject({ message: messages.connectionError });
  });

  it('reports a body that is not an envelope with the connection message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>bad gateway</html>', { status: 502 })),
    );
    await expect(apiRequest('/version')).rejects.toMatchObject({ message: messages.connectionError });
  });

  it.each([
    [
      'our envelope',
      JSON.stringify({ code: 429, message: messages.tooManyRequests, key: 'tooManyRequests', result: null }),
    ],
    ["a proxy's page", '<html>429 Too Many Requests</html>'],
  ])('reports a 429 with %s as RATE_LIMITED, which pages offer to retry', async (_, body) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(body, { status: 429 })),
    );
    await expect(apiRequest('/tournaments')).rejects.toMatchObject({
      errorCode: 'RATE_LIMITED',
      status: 429,
      message: messages.tooManyRequests,
    });
  });
});

describe('apiRequest and the session', () => {
  function respond(...answers: [number, unknown][]) {
    const queue = [...answers];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        const [status, body] = queue.shift() ?? [500, {}];
        return new Response(JSON.stringify(body), { status });
      }),
    );
  }

  it('refreshes once on Expired Token and retries the call', async () => {
    respond(
      [401, { code: 401, message: 'Expired Token', key: 'expiredToken', result: null }],
      [200, { code: 200, message: 'OK', result: { email: 'a@example.com' } }],
      [200, { code: 200, message: 'OK', result: 'fresh' }],
    );
    await expect(apiRequest('/users')).resolves.toBe('fresh');
    const calls = vi.mocked(fetch).mock.calls.map((call) => String(call[0]));
    expect(calls).toEqual(['/api/users', '/api/auth/session/refresh', '/api/users']);
  });

  it('signs out when the refresh fails', async () => {
    const onInvalid = vi.fn();
    setSessionInvalidHandler(onInvalid);
    respond(
      [401, { code: 401, message: 'Expired Token', key: 'expiredToken', result: null }],
      [401, { code: 401, message: 'Invalid token', key: 'invalidToken', result: null }],
    );
    await expect(apiRequest('/users')).rejects.toMatchObject({ message: 'Expired Token' });
    expect(onInvalid).toHaveBeenCalledOnce();
    setSessionInvalidHandler(() => undefined);
  });

  it('signs out on Invalid token without refreshing', async () => {
    const onInvalid = vi.fn();
    setSessionInvalidHandler(onInvalid);
    respond([401, { code: 401, message: 'Invalid token', key: 'invalidToken', result: null }]);
    await expect(apiRequest('/users')).rejects.toMatchObject({ message: 'Invalid token' });
    expect(vi.mocked(fetch)).toHaveBeenCalledOnce();
    expect(onInvalid).toHaveBeenCalledOnce();
    setSessionInvalidHandler(() => undefined);
  });

  it('sends the CSRF header on writes only', async () => {
    respond(
      [200, { code: 200, message: 'OK', result: null }],
      [200, { code: 200, message: 'OK', result: null }],
    );
    await apiRequest('/things', { method: 'POST', body: {} });
    await apiRequest('/things');
    const [write, read] = vi
      .mocked(fetch)
      .mock.calls.map((call) => (call[1]?.headers ?? {}) as Record<string, string>);
    expect(write!['x-tightlines-csrf']).toBe('1');
    expect(read!['x-tightlines-csrf']).toBeUndefined();
  });
});

describe('apiRequest and the session, across tabs', () => {
  afterEach(() => {
    localStorage.clear();
  });

  it('retries without renewing again when another tab renewed the shared cookies meanwhile', async () => {
    // Another tab holds the renewal lock; by the time this tab gets it, that tab has renewed.
    let releaseOtherTab!: () => void;
    const locks = new Map<string, Promise<unknown>>();
    const asked: string[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      locks: {
        request: async (name: string, callback: () => Promise<unknown>) => {
          asked.push(name);
          await locks.get(name);
          const run = callback();
          locks.set(name, run);
          return run;
        },
      },
    });
    locks.set(
      'tl-session-renewal',
      new Promise<void>((resolve) => {
        releaseOtherTab = resolve;
      }),
    );
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (calls.length === 1) {
          localStorage.removeItem('tl-session-renewed-at');
          return new Response(
            JSON.stringify({ code: 401, message: 'Expired Token', key: 'expiredToken', result: null }),
            {
              status: 401,
            },
          );
        }
        return new Response(JSON.stringify({ code: 200, message: 'OK', result: 'fresh' }), { status: 200 });
      }),
    );
    const request = apiRequest('/users');
    await vi.waitFor(() => expect(asked).toEqual(['tl-session-renewal']));
    localStorage.setItem('tl-session-renewed-at', String(Date.now()));
    releaseOtherTab();
    await expect(request).resolves.toBe('fresh');
    expect(calls).toEqual(['/api/users', '/api/users']);
  });

  it('renews itself when no other tab did, and tells the others', async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        return calls.length === 1
          ? new Response(
              JSON.stringify({ code: 401, message: 'Expired Token', key: 'expiredToken', result: null }),
              {
                status: 401,
              },
            )
          : new Response(JSON.stringify({ code: 200, message: 'OK', result: 'fresh' }), { status: 200 });
      }),
    );
    await expect(apiRequest('/users')).resolves.toBe('fresh');
    expect(calls).toEqual(['/api/users', '/api/auth/session/refresh', '/api/users']);
    expect(Number(localStorage.getItem('tl-session-renewed-at'))).toBeGreaterThan(0);
  });
});

describe('apiRequest and a renewal that cannot reach the server', () => {
  const expired = () =>
    new Response(JSON.stringify({ code: 401, message: 'Expired Token', key: 'expiredToken', result: null }), {
      status: 401,
    });
  it.each([
    ['a lost connection', () => Promise.reject(new TypeError('Failed to fetch'))],
    [
      'an outage',
      async () =>
        new Response(
          JSON.stringify({ code: 503, message: 'Service unavailable', key: 'connectionError', result: null }),
          {
            status: 503,
          },
        ),
    ],
  ])('keeps the session when the renewal meets %s, and reports a lost connection', async (_, renewal) => {
    const onInvalid = vi.fn();
    setSessionInvalidHandler(onInvalid);
    vi.stubGlobal('fetch', vi.fn().mockResolvedValueOnce(expired()).mockImplementationOnce(renewal));
    await expect(apiRequest('/users')).rejects.toMatchObject({ message: messages.connectionError });
    expect(onInvalid).not.toHaveBeenCalled();
    setSessionInvalidHandler(() => undefined);
  });
});

describe('apiRequest and an Idempotency-Key', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('sends the key, and asks again while the first request with it is in flight', async () => {
    vi.useFakeTimers();
    const inFlight = new Response(
      JSON.stringify({ code: 409, message: 'busy', key: 'idempotentRequestInProgress', result: null }),
      { status: 409, headers: { 'retry-after': '1' } },
    );
    const answered = new Response(JSON.stringify({ code: 200, message: 'OK', result: 'the first write' }), {
      status: 200,
    });
    const fetchMock = vi.fn().mockResolvedValueOnce(inFlight).mockResolvedValueOnce(answered);
    vi.stubGlobal('fetch', fetchMock);
    const request = apiRequest('/comments', { method: 'POST', body: {}, idempotencyKey: 'form-key-0001' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await vi.advanceTimersByTimeAsync(1000);
    await expect(request).resolves.toBe('the first write');
    expect(fetchMock).toHaveBeenCalledTimes(2);
    for (const [, init] of fetchMock.mock.calls) {
      expect((init as RequestInit).headers).toMatchObject({ 'idempotency-key': 'form-key-0001' });
    }
  });

  it('does not ask again without a key, nor on another conflict', async () => {
    const conflict = () =>
      new Response(JSON.stringify({ code: 409, message: 'Conflict', key: 'conflict', result: null }), {
        status: 409,
      });
    const fetchMock = vi.fn(async () => conflict());
    vi.stubGlobal('fetch', fetchMock);
    await expect(
      apiRequest('/things', { method: 'POST', body: {}, idempotencyKey: 'form-key-0002' }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(apiRequest('/things', { method: 'POST', body: {} })).rejects.toMatchObject({ status: 409 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
