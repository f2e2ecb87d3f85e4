import { describe, expect, it } from 'vitest';
import { controlCharacterPaths } from './text-rules.ts';

describe('controlCharacterPaths', () => {
  it('finds NUL and the other control characters wherever they are', () => {
    expect(
      controlCharacterPaths({
        name: 'Ana\u0000',
        notes: 'fine',
        guest: { phone: '555\u001b[31m' },
        answers: ['ok', 'bell\u0007'],
        ['key\u0000']: 'x',
        deleted: 'a\u007f',
      }),
    ).toEqual(['name', 'guest.phone', 'answers.1', 'key\u0000', 'deleted']);
  });

  it('lets tabs, line breaks and every printable character through', () => {
    expect(
      controlCharacterPaths({ review: 'Great\tfood,\r\nlovely staff. ¡Olé! 🍝 \u00a0 \u2028' }),
    ).toEqual([]);
    expect(controlCharacterPaths(['a', 1, null, true, { n: 2 }])).toEqual([]);
  });

  it('names a top-level string by an empty path', () => {
    expect(controlCharacterPaths('\u0000')).toEqual(['']);
  });
});
