// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchJson, setToken, startEarly } from '../../../src/web/lib/api';

const answer = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  setToken(null);
});

describe('startEarly: a GET asked before the page that reads it has loaded', () => {
  it('is read by the first request for its path, with the token, and only once', async () => {
    setToken('t1');
    const fetchMock = vi.fn(async () => answer({ n: fetchMock.mock.calls.length }));
    vi.stubGlobal('fetch', fetchMock);
    startEarly('/api/me');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]).toEqual([
      '/api/me',
      { headers: { accept: 'application/json', authorization: 'Bearer t1' } },
    ]);
    expect((await fetchJson('/api/me')).data).toEqual({ n: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The next read asks again.
    expect((await fetchJson('/api/me')).data).toEqual({ n: 2 });
  });

  it('is not used for another token, another method, or once it is old', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const fetchMock = vi.fn(async () => answer({}));
    vi.stubGlobal('fetch', fetchMock);
    setToken('t1');
    startEarly('/a');
    setToken('t2');
    await fetchJson('/a');
    expect(fetchMock).toHaveBeenCalledTimes(2);

    startEarly('/b');
    await fetchJson('/b', { method: 'POST', body: {} });
    expect(fetchMock).toHaveBeenCalledTimes(4);

    startEarly('/c');
    vi.setSystemTime(Date.now() + 11_000);
    await fetchJson('/c');
    expect(fetchMock).toHaveBeenCalledTimes(6);
  });

  it('does nothing without a session; a reader that gives up sees an AbortError', async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal('fetch', fetchMock);
    startEarly('/api/me');
    expect(fetchMock).not.toHaveBeenCalled();

    setToken('t1');
    startEarly('/api/me');
    const controller = new AbortController();
    const read = fetchJson('/api/me', { signal: controller.signal });
    controller.abort();
    await expect(read).rejects.toMatchObject({ name: 'AbortError' });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
