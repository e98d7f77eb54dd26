import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '../api/client';
import { emptyLists, serveApi, takeUnhandledRequests } from './serve-api';

afterEach(() => vi.unstubAllGlobals());

describe('serveApi, the stand-in API of the web tests', () => {
  it('answers a route with its result in the envelope', async () => {
    serveApi({ 'GET /api/species': () => [{ name: 'Atlantic sailfish' }], ...emptyLists('/regions') });
    await expect(apiRequest('/species')).resolves.toEqual([{ name: 'Atlantic sailfish' }]);
    await expect(apiRequest('/regions')).resolves.toEqual([]);
    expect(takeUnhandledRequests()).toEqual([]);
  });

  it('fails a request to a URL no route answers, and names it for the test to fail', async () => {
    serveApi({ 'GET /api/species': () => [] });
    // A wrong URL (a typo, a missing encoding, a route the test forgot) never passes as an empty answer.
    await expect(apiRequest('/specie')).rejects.toThrow();
    await expect(apiRequest('/species', { method: 'POST', body: {} })).rejects.toThrow();
    await expect(apiRequest('/species', { query: { fishTypeName: 'Bill Fish' } })).resolves.toEqual([]);
    // test/setup.ts throws after each test when this list is not empty; taken here, this test passes.
    expect(takeUnhandledRequests()).toEqual(['GET /api/specie', 'POST /api/species']);
    expect(takeUnhandledRequests()).toEqual([]);
  });
});
