import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { envBoolean, envOptionalHttpUrl, envPort, envPositiveInt } from './env-fields.ts';
import { parseEnv } from './parse-env.ts';

const schema = z.object({
  PORT: envPort(4000),
  SECRET: z.string().min(8),
  WORKERS: envPositiveInt(2, 16),
  VERBOSE: envBoolean(false),
  PROVIDER_URL: envOptionalHttpUrl(),
});

describe('parseEnv', () => {
  it('types the variables and fills in defaults', () => {
    expect(parseEnv(schema, { SECRET: 'long enough', VERBOSE: 'true', PORT: '8080' })).toEqual({
      PORT: 8080,
      SECRET: 'long enough',
      WORKERS: 2,
      VERBOSE: true,
      PROVIDER_URL: undefined,
    });
  });

  it('lists every missing or invalid variable in one error, one per line', () => {
    let message = '';
    try {
      parseEnv(schema, { PORT: '70000', WORKERS: '0', VERBOSE: 'yes', PROVIDER_URL: 'ftp://x' });
    } catch (error) {
      message = (error as Error).message;
    }
    const lines = message.split('\n');
    expect(lines[0]).toBe('Invalid environment:');
    expect(lines.slice(1).map((line) => line.trim().split(':')[0])).toEqual([
      'PORT',
      'SECRET',
      'WORKERS',
      'VERBOSE',
      'PROVIDER_URL',
    ]);
    expect(message).toContain('PROVIDER_URL: must be an http(s) URL');
  });

  it('treats an empty optional URL as unset', () => {
    expect(parseEnv(schema, { SECRET: 'long enough', PROVIDER_URL: '' }).PROVIDER_URL).toBe(
      undefined,
    );
  });
});
