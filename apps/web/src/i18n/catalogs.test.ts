import { describe, expect, it } from 'vitest';
import { DEFAULT_LANGUAGE, LANGUAGE_CODES, LANGUAGES, messageCatalog } from '@tablefor/shared';
import { en as base } from './catalog-en';
import admin from './en/admin.json';
import booking from './en/booking.json';
import business from './en/business.json';
import claim from './en/claim.json';
import createModes from './en/create-modes.json';
import createRestaurant from './en/create-restaurant.json';
import floor from './en/floor.json';
import hostStand from './en/host-stand.json';
import invitations from './en/invitations.json';
import legal from './en/legal.json';
import notify from './en/notify.json';
import notifications from './en/notifications.json';
import ownerConsole from './en/owner-console.json';
import password from './en/password.json';
import photoViewer from './en/photo-viewer.json';
import profile from './en/profile.json';
import reservations from './en/reservations.json';
import topicSearch from './en/topic-search.json';
import { errorTexts } from './error-catalog';
import { es } from './catalog-es';
import { catalogueLoaders } from './i18n';

/** English as the app holds it once every page's texts and all error texts have loaded. */
const en = {
  ...base,
  ...admin,
  ...booking,
  ...business,
  ...claim,
  ...createModes,
  ...createRestaurant,
  ...floor,
  ...hostStand,
  ...invitations,
  ...legal,
  ...notify,
  ...notifications,
  ...ownerConsole,
  ...password,
  ...photoViewer,
  ...profile,
  ...reservations,
  ...topicSearch,
  errors: errorTexts(messageCatalog),
};

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    keys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function text(catalog: typeof en, code: string): string | undefined {
  const [domain = '', key = ''] = code.split('.');
  return catalog.errors[domain]?.[key];
}

/** A template's parameters; `detail` (an outside service's own English words) may be left out. */
const placeholders = (template: string) =>
  [...template.matchAll(/\{\{(\w+)\}\}/g)]
    .map((match) => match[1])
    .filter((name) => name !== 'detail')
    .sort();

describe('translation catalogues', () => {
  it('have every key in every language of the shared list', async () => {
    const english = keys(en).sort();
    for (const language of LANGUAGE_CODES) {
      if (language === DEFAULT_LANGUAGE) continue;
      const catalogue = await catalogueLoaders[language]();
      expect(keys(catalogue).sort(), `${LANGUAGES[language].name} catalogue`).toEqual(english);
    }
  });

  it('have no text left empty in any language', async () => {
    for (const language of LANGUAGE_CODES) {
      const catalogue = language === DEFAULT_LANGUAGE ? en : await catalogueLoaders[language]();
      const empty = keys(catalogue).filter((key) => {
        const value = key
          .split('.')
          .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
        return typeof value === 'string' && value.trim() === '';
      });
      expect(empty, `${LANGUAGES[language].name} texts left empty`).toEqual([]);
    }
  });

  it('have the same keys in English and Spanish', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('have a text for every error code, in English and in Spanish', () => {
    const codes = Object.keys(messageCatalog);
    expect(codes.length).toBeGreaterThan(50);
    for (const code of codes) {
      expect(text(en, code), `English text of ${code}`).toBeTruthy();
      expect(text(es, code), `Spanish text of ${code}`).toBeTruthy();
    }
  });

  it('fill the same parameters in both languages', () => {
    for (const code of Object.keys(messageCatalog)) {
      const english = placeholders(text(en, code) ?? '');
      expect(placeholders(text(es, code) ?? ''), `parameters of ${code}`).toEqual(english);
    }
  });

  it('know no error code the shared catalogue does not', () => {
    const codes = new Set(Object.keys(messageCatalog));
    for (const key of keys(es.errors)) expect(codes, key).toContain(key);
  });
});
