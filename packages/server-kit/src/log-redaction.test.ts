import { describe, expect, it } from 'vitest';
import { redactHeaders, redactSecrets } from './log-redaction.ts';

describe('redactSecrets', () => {
  it('hides the values of secret parameters and keeps the others', () => {
    expect(
      redactSecrets(
        '/api/reservations/7/calendar.ics?code=AbC123&lang=es&token=t0k&password=hunter2' +
          '&api_key=k1&clientSecret=s1&X-Amz-Signature-Key=k2&page=2',
      ),
    ).toBe(
      '/api/reservations/7/calendar.ics?code=[redacted]&lang=es&token=[redacted]' +
        '&password=[redacted]&api_key=[redacted]&clientSecret=[redacted]' +
        '&X-Amz-Signature-Key=[redacted]&page=2',
    );
  });

  it('reads encoded names and finds URLs inside a message', () => {
    expect(redactSecrets('/r/7?%63ode=AbC123')).toBe('/r/7?%63ode=[redacted]');
    expect(
      redactSecrets('GET https://x.test/reset?token=t0k failed; see /a?b=1#access_token=z'),
    ).toBe('GET https://x.test/reset?token=[redacted] failed; see /a?b=1#access_token=[redacted]');
  });

  it('leaves text without parameters alone', () => {
    expect(redactSecrets('/api/restaurants/search')).toBe('/api/restaurants/search');
    expect(redactSecrets('code=plain words')).toBe('code=plain words');
  });
});

describe('redactHeaders', () => {
  it('hides Authorization, Cookie and every header named like a secret', () => {
    expect(
      redactHeaders({
        authorization: 'Bearer eyJ.x.y',
        cookie: 'session=abc',
        'set-cookie': ['a=b'],
        'x-reservation-code': 'AbC123',
        'x-api-key': 'k1',
        referer: 'https://tablefor.test/reservations/7?code=AbC123',
        'user-agent': 'curl',
      }),
    ).toEqual({
      authorization: '[redacted]',
      cookie: '[redacted]',
      'set-cookie': '[redacted]',
      'x-reservation-code': '[redacted]',
      'x-api-key': '[redacted]',
      referer: 'https://tablefor.test/reservations/7?code=[redacted]',
      'user-agent': 'curl',
    });
  });
});
