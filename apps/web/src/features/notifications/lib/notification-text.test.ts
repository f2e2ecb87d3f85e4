import { afterEach, describe, expect, it } from 'vitest';
import { notificationKinds, type Notification } from '@tablefor/shared';
import { i18n, loadLanguage } from '@/i18n/i18n';
import '@/i18n/bundles/notifications-texts';
import { notificationAge, notificationText } from './notification-text';

afterEach(() => loadLanguage('en'));

const item = (kind: Notification['kind']): Notification => ({
  id: 1,
  kind,
  params: { restaurant: 'Bestia', date: '2026-12-04', time: '21:15', party_size: 2 },
  link: '/reservations/1',
  read: false,
  created_at: '2026-11-27T12:00:00Z',
});

const NOW = Date.parse('2026-11-27T12:00:00Z');

describe("the bell's words", () => {
  it.each(['en', 'es'] as const)(
    'has a text for every kind in %s, every fact filled',
    async (language) => {
      await loadLanguage(language);
      const t = i18n.getFixedT(language);
      const texts = notificationKinds.map((kind) => notificationText(t, item(kind), language));
      expect(new Set(texts).size).toBe(notificationKinds.length);
      for (const text of texts) {
        expect(text).toContain('Bestia');
        expect(text).not.toMatch(/\{\{|notifications\./);
      }
      expect(texts[0]).toContain(language === 'es' ? '21:15' : '9:15 PM');
    },
  );

  it('says when: just now, minutes, hours, days, then the date', () => {
    const t = i18n.getFixedT('en');
    const at = (ms: number) => notificationAge(t, new Date(NOW - ms).toISOString(), NOW, 'en');
    expect(at(20_000)).toBe('Just now');
    expect(at(3 * 60_000)).toBe('3 minutes ago');
    expect(at(2 * 3_600_000)).toBe('2 hours ago');
    expect(at(26 * 3_600_000)).toBe('yesterday');
    expect(at(9 * 86_400_000)).toBe('Nov 18');
  });
});
