import { describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { Translator, type TranslationKey } from './translator';
import { Trans } from './trans';
import { TranslatorProvider, useTranslation } from './use-translation';

/** Keys of this test's own catalogue, outside the app's typed one. */
const key = (name: string) => name as TranslationKey;

function translator() {
  const made = new Translator('en');
  made.addTexts(
    'en',
    {
      greeting: 'Hello {{name}}',
      seats: { left_one: '{{count}} seat left', left_other: '{{count, number}} seats left' },
      onlyEnglish: 'Only in English',
      sections: { first: { title: 'First' } },
      agree: 'I agree to the <terms>Terms</terms> today',
    },
    true,
  );
  made.addTexts(
    'es',
    {
      greeting: 'Hola {{name}}',
      seats: { left_one: 'Queda {{count}}', left_other: 'Quedan {{count, number}}' },
    },
    true,
  );
  return made;
}

describe('the translator', () => {
  it('fills placeholders, leaving unknown ones as written', () => {
    const { t } = translator();
    expect(t(key('greeting'), { name: 'Ana' })).toBe('Hello Ana');
    expect(t(key('greeting'))).toBe('Hello {{name}}');
    expect(t(key('greeting'), { name: undefined })).toBe('Hello ');
  });

  it("chooses the plural form by the language's rules and formats numbers for it", () => {
    const made = translator();
    expect(made.t(key('seats.left'), { count: 1 })).toBe('1 seat left');
    expect(made.t(key('seats.left'), { count: 1200 })).toBe('1,200 seats left');
    const es = made.getFixedT('es');
    expect(es(key('seats.left'), { count: 1 })).toBe('Queda 1');
    expect(es(key('seats.left'), { count: 12000 })).toBe('Quedan 12.000');
    // Spanish's 'many' form (a million) falls back to 'other'.
    expect(es(key('seats.left'), { count: 1_000_000 })).toBe('Quedan 1.000.000');
  });

  it('falls back to English, then to the key itself', () => {
    const es = translator().getFixedT('es');
    expect(es(key('onlyEnglish'))).toBe('Only in English');
    expect(es(key('nowhere.at.all'))).toBe('nowhere.at.all');
    expect(es(key('sections'))).toBe('sections');
  });

  it('returns a group whole only when asked to', () => {
    const { t } = translator();
    const group = (t as (name: string, options: object) => unknown)('sections', {
      returnObjects: true,
    });
    expect(group).toEqual({ first: { title: 'First' } });
  });

  it('keeps texts already there unless told to overwrite, and shares them across languages', () => {
    const made = translator();
    const spanish = made.forLanguage('es');
    made.addTexts('en', { greeting: 'Hi', added: 'Added later' }, false);
    expect(made.t(key('greeting'), { name: 'Ana' })).toBe('Hello Ana');
    expect(spanish.t(key('added'))).toBe('Added later');
    made.addTexts('en', { greeting: 'Hi {{name}}' }, true);
    expect(made.t(key('greeting'), { name: 'Ana' })).toBe('Hi Ana');
  });
});

function Greeting() {
  const { t } = useTranslation();
  return <p>{t(key('greeting'), { name: 'Ana' })}</p>;
}

describe('useTranslation and Trans', () => {
  it('re-render on a change of language', () => {
    const made = translator();
    render(
      <TranslatorProvider translator={made}>
        <Greeting />
      </TranslatorProvider>,
    );
    expect(screen.getByText('Hello Ana')).toBeInTheDocument();
    act(() => made.changeLanguage('es'));
    expect(screen.getByText('Hola Ana')).toBeInTheDocument();
  });

  it("put the text's tagged words inside the given elements", () => {
    render(
      <TranslatorProvider translator={translator()}>
        <p data-testid="agree">
          <Trans i18nKey={key('agree')} components={{ terms: <a href="/terms" /> }} />
        </p>
      </TranslatorProvider>,
    );
    expect(screen.getByTestId('agree')).toHaveTextContent('I agree to the Terms today');
    expect(screen.getByRole('link', { name: 'Terms' })).toHaveAttribute('href', '/terms');
  });
});
