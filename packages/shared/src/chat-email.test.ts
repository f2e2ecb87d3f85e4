import { describe, expect, it } from 'vitest';
import { guestEmailSchema, isChatEmail } from './reservations.ts';

describe('isChatEmail', () => {
  it('needs an @ and a dot after it, like the address the server stores', () => {
    for (const ok of ['gail@example.com', 'a.b@c.io']) {
      expect(isChatEmail(ok), ok).toBe(true);
      expect(guestEmailSchema.safeParse(ok).success).toBe(true);
    }
    for (const bad of ['gail.example.com', 'gail@example', 'a.b@c', '@x.y', 'gail@ex ample.com']) {
      expect(isChatEmail(bad), bad).toBe(false);
    }
  });
});
