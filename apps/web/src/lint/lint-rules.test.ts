/** The repository's ESLint config enforces the feature boundaries and t() for visible text. */
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const bookingFile = 'apps/web/src/features/booking/components/fixture.tsx';
let eslint: ESLint;

beforeAll(() => {
  eslint = new ESLint({ cwd: repoRoot });
});

async function problems(code: string, filePath = bookingFile) {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

const restricted = (ruleId: string, text: string) => [
  { ruleId, message: expect.stringContaining(text) as unknown },
];

describe('feature boundaries', () => {
  it('refuses a deep import into another feature', async () => {
    const code =
      "export { RestaurantCard } from '@/features/restaurant-cards/components/restaurant-card';";
    expect(await problems(code)).toEqual(
      restricted('no-restricted-imports', 'Import another feature through its index'),
    );
  });

  it('refuses a relative import that leaves the feature', async () => {
    const code = "export { RestaurantCard } from '../../restaurant-cards';";
    expect(await problems(code)).toEqual(
      restricted('no-restricted-imports', 'Relative imports stay inside the feature'),
    );
  });

  it('refuses a deep dynamic import from the app', async () => {
    const code = "export const page = () => import('@/features/auth/pages/login-page');";
    expect(await problems(code, 'apps/web/src/app/fixture.ts')).toEqual(
      restricted('no-restricted-syntax', 'Import a feature through its index'),
    );
  });

  it('keeps the shared layers free of features', async () => {
    const code = "export { RestaurantCard } from '@/features/restaurant-cards';";
    expect(await problems(code, 'apps/web/src/lib/fixture.ts')).toEqual(
      restricted('no-restricted-imports', 'Shared layers'),
    );
  });

  it('allows another feature through its index and anything inside the own feature', async () => {
    const code = [
      "export { RestaurantCard } from '@/features/restaurant-cards';",
      "export { BookingPage } from '@/features/booking/pages/booking-page';",
      "export { BookingDialog } from '../components/booking-dialog';",
      "export const page = () => import('./booking-dialog');",
    ].join('\n');
    expect(await problems(code)).toEqual([]);
  });
});

describe('visible text', () => {
  it('refuses text written in JSX, as a string child or in an aria-label', async () => {
    const code = [
      'export const Hello = () => (',
      '  <p aria-label="Greeting">',
      "    Hello {'there'}",
      '  </p>',
      ');',
    ].join('\n');
    expect(await problems(code)).toEqual([
      ...restricted('no-restricted-syntax', 'Visible text goes through t()'),
      ...restricted('no-restricted-syntax', 'Visible text goes through t()'),
      ...restricted('no-restricted-syntax', 'Visible text goes through t()'),
    ]);
  });

  it('allows text through t() and separators without letters', async () => {
    const code = [
      "import { useTranslation } from '@/i18n/use-translation';",
      'export function Hello() {',
      '  const { t } = useTranslation();',
      "  return <p aria-label={t('app.name')}>{t('app.name')} · {'×'} —</p>;",
      '}',
    ].join('\n');
    expect(await problems(code)).toEqual([]);
  });
});
