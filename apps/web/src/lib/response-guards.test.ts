import { describe, expect, it } from 'vitest';
import {
  errorResponseSchema,
  refreshResponseSchema,
  userSchema,
  type ErrorResponse,
} from '@tablefor/shared';
import { testUser } from '@/test/render';
import { errorDetailsOf, isErrorBody, isRefreshBody, isUser } from './response-guards';

describe('response guards (light checks that agree with the shared schemas)', () => {
  it('accepts and refuses what the shared schemas accept and refuse', () => {
    const users = [testUser, { ...testUser, id: '1' }, { ...testUser, is_admin: undefined }, null];
    for (const value of users) expect(isUser(value)).toBe(userSchema.safeParse(value).success);
    const tokens = [{ access_token: 't', expires_at: 'x' }, { access_token: 't' }, {}];
    for (const value of tokens) {
      expect(isRefreshBody(value)).toBe(refreshResponseSchema.safeParse(value).success);
    }
    const errors = [{ errors: ['a'], details: [] }, { errors: [1], details: [] }, { details: [] }];
    for (const value of errors) {
      expect(isErrorBody(value)).toBe(errorResponseSchema.safeParse(value).success);
    }
  });

  it('reads an error body by its messages, keeping only well-formed details', () => {
    expect(isErrorBody({ errors: ['server: boom'] })).toBe(true);
    expect(isErrorBody({ errors: [1] })).toBe(false);
    expect(isErrorBody({ message: 'no' })).toBe(false);
    const body = {
      errors: ['a', 'b', 'c'],
      details: [
        { field: 'email', code: 'auth.emailTaken' },
        { field: 'party_size', code: 'booking.partyTooLarge', params: { max: 20 } },
        { field: 'x' },
        { field: 'y', code: 'c', params: 'not an object' },
      ],
    };
    // As it arrives: the type says what a well-formed body holds, the wire may hold anything.
    expect(errorDetailsOf(body as unknown as ErrorResponse)).toEqual([
      { field: 'email', code: 'auth.emailTaken' },
      { field: 'party_size', code: 'booking.partyTooLarge', params: { max: 20 } },
    ]);
  });

  it('takes a refreshed token only with its expiry', () => {
    expect(isRefreshBody({ access_token: 't', expires_at: '2099-01-01T00:00:00Z' })).toBe(true);
    expect(isRefreshBody({ access_token: 't' })).toBe(false);
  });

  it('takes the user the API presents, and nothing less', () => {
    expect(isUser(testUser)).toBe(true);
    const { is_admin: _dropped, ...withoutFlag } = testUser;
    expect(isUser(withoutFlag)).toBe(false);
    expect(isUser({ ...testUser, id: '1' })).toBe(false);
  });
});
