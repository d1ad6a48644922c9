import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { INVALID_CONTENT_TYPE, nonOkStatusMessage } from './errors';
import { apiRequest } from './request';

type FetchMock = jest.Mock<typeof fetch>;
let fetchMock: FetchMock;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8' } });

beforeEach(() => {
  fetchMock = jest.fn<typeof fetch>();
  globalThis.fetch = fetchMock;
  // The CSRF cookie the server made readable.
  Object.assign(globalThis, { document: { cookie: 'other=1; cc_csrf=token%2F1' } });
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
});

describe('apiRequest', () => {
  it('answers the data of {code: 200, data}', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 200, data: { id: 'u1' } }));
    expect(await apiRequest({ url: '/user' })).toEqual({ ok: true, data: { id: 'u1' } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/user');
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ method: 'GET', credentials: 'include' });
  });

  it('sends GET parameters as a query string and other bodies as JSON with the CSRF header', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 200, data: null }));
    await apiRequest({ url: '/users', params: { page: 2, search: 'a b', skip: undefined } });
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/v1/users?page=2&search=a+b');
    await apiRequest({ url: '/user/prefs', method: 'PUT', body: { allowEmail: false } });
    const init = fetchMock.mock.calls[1]?.[1];
    expect(init?.body).toBe('{"allowEmail":false}');
    expect(init?.headers).toMatchObject({ 'x-csrf-token': 'token/1', 'Content-Type': 'application/json' });
  });

  it("sends a FormData body as it is, with the CSRF header and the browser's own multipart Content-Type", async () => {
    fetchMock.mockResolvedValue(json(200, { code: 200, data: null }));
    const form = new FormData();
    form.set('name', 'Weekly');
    await apiRequest({ url: '/reports', method: 'POST', body: form });
    const init = fetchMock.mock.calls[0]?.[1];
    expect(init?.body).toBe(form);
    expect(init?.headers).toEqual({ Accept: 'application/json', 'x-csrf-token': 'token/1' });
  });

  it('turns an error envelope into a failure with its field errors', async () => {
    const errors = [{ field: 'email', message: 'Account with that email already exists.', code: 2 }];
    fetchMock.mockResolvedValue(json(400, { code: 400, message: errors[0]?.message, field: 'email', errors }));
    expect(await apiRequest({ url: '/register', method: 'POST', body: {} })).toEqual({
      ok: false,
      error: { status: 400, code: 400, message: 'Account with that email already exists.', field: 'email', errors },
    });
  });

  it('treats any JSON body other than code 200 as an error, even with HTTP 200', async () => {
    fetchMock.mockResolvedValue(json(200, { code: 500, message: 'Broken' }));
    expect(await apiRequest({ url: '/user' })).toMatchObject({ ok: false, error: { status: 200, code: 500, message: 'Broken' } });
  });

  it('uses the error catalogue for non-JSON replies', async () => {
    fetchMock.mockResolvedValueOnce(new Response('<h1>Bad gateway</h1>', { status: 502, headers: { 'content-type': 'text/html' } }));
    expect(await apiRequest({ url: '/user' })).toMatchObject({ ok: false, error: { status: 502, message: nonOkStatusMessage(502) } });
    expect(nonOkStatusMessage(502)).toBe('Receieved non-OK status: 502');

    fetchMock.mockResolvedValueOnce(new Response('hello', { status: 200, headers: { 'content-type': 'text/plain' } }));
    expect(await apiRequest({ url: '/user' })).toMatchObject({ ok: false, error: { status: 200, message: INVALID_CONTENT_TYPE } });
    expect(INVALID_CONTENT_TYPE).toBe('Invalid content type from REST API.');
  });

  it('reports no answer at all as status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await apiRequest({ url: '/user' })).toMatchObject({ ok: false, error: { status: 0, message: 'Receieved non-OK status: 0' } });
  });
});
