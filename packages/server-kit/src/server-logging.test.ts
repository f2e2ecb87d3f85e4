import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { logEachRequest, serverLoggingOptions } from './server-logging.ts';

/** A server logging into `lines`, with a route that logs a URL, headers and an error itself. */
async function loggingServer(lines: string[]) {
  const stream = { write: (line: string) => void lines.push(line) };
  const app = Fastify(serverLoggingOptions('info', { stream }));
  logEachRequest(app);
  app.get('/things', async (request) => {
    request.log.warn(
      {
        target: `https://service.test${request.url}`,
        headers: request.headers,
        err: new Error(`GET ${request.url} failed`),
      },
      `could not forward ${request.url}`,
    );
    return 'ok';
  });
  await app.ready();
  return app;
}

describe('serverLoggingOptions', () => {
  it('writes no secret parameter or header into any line', async () => {
    const lines: string[] = [];
    const app = await loggingServer(lines);
    const res = await app.inject({
      url: '/things?code=AbC123&page=2&token=t0k&api_key=k1&password=hunter2',
      headers: {
        authorization: 'Bearer eyJ.sekrit.sig',
        cookie: 'session=c00kie',
        'x-reservation-code': 'AbC123',
      },
    });
    await app.close();
    expect(res.statusCode).toBe(200);
    const log = lines.join('');
    for (const secret of ['AbC123', 't0k', 'k1', 'hunter2', 'eyJ.sekrit.sig', 'c00kie']) {
      expect(log).not.toContain(secret);
    }
    const request = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request');
    expect(request).toMatchObject({
      url: '/things?code=[redacted]&page=2&token=[redacted]&api_key=[redacted]&password=[redacted]',
      status: 200,
    });
    const warning = JSON.parse(lines.find((line) => line.includes('could not forward')) ?? '{}');
    expect(warning.headers).toMatchObject({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'x-reservation-code': '[redacted]',
    });
    expect(warning.msg).toContain('/things?code=[redacted]&page=2');
  });
});
