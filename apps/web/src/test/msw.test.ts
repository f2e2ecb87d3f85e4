import { describe, expect, it, vi } from 'vitest';
import { endTest, http, HttpResponse, server } from './msw';

describe('the tests’ network', () => {
  it('answers from the handlers a test adds', async () => {
    server.use(http.get('/api/health', () => HttpResponse.json({ ok: true })));
    const response = await fetch('/api/health');
    expect(await response.json()).toEqual({ ok: true });
  });

  it('fails the test that sent a request no handler answers', async () => {
    const quiet = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(fetch('/api/nobody-answers')).rejects.toThrow();
    expect(() => endTest()).toThrow('Requests no handler answered: GET http://localhost');
    quiet.mockRestore();
  });
});
