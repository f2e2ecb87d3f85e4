// Lint rules for every workspace: ESLint's and typescript-eslint's recommended rules (no `any`;
// unused names only when they start with _), and the React hooks rules in the web app.
// In apps/web/src, for imports, re-exports and import('…') of a literal path alike:
// - a feature reaches another feature only through its index ('@/features/<name>'): no deep path
//   into it, no relative path out of its own folder; inside its own folder anything goes.
// - the rest of src (app/, test/, main.tsx) also imports features only as '@/features/<name>';
//   the shared layers (components/, lib/, hooks/, i18n/) import no feature at all.
// - outside tests (*.test.ts[x] and test/), no visible text is written in JSX: JSX text, string
//   children and the alt, title, placeholder, label and aria text attributes of HTML elements go
//   through t(). Only letters count, so separators such as '·' or '×' may stay.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const webSrc = 'apps/web/src';
const sharedLayers = ['components', 'lib', 'hooks', 'i18n'];

// Letters in JSX text, in a string child, or in a text attribute of an HTML element.
const letters = '/\\p{L}/u';
const child = ':matches(JSXElement, JSXFragment) > JSXExpressionContainer';
const textAttribute =
  'JSXOpeningElement[name.name=/^[a-z]/] > JSXAttribute[name.name=/^(?:alt|title|placeholder|' +
  'label|aria-label|aria-description|aria-placeholder|aria-roledescription|aria-valuetext)$/]';
const template = `TemplateLiteral > TemplateElement[value.cooked=${letters}]`;
const jsxText = [
  `JSXText[value=${letters}]`,
  `${child} > Literal[value=${letters}]`,
  `${child} > :matches(ConditionalExpression, LogicalExpression) > Literal[value=${letters}]`,
  `${child} > ${template}`,
  `${textAttribute} > Literal[value=${letters}]`,
  `${textAttribute} > JSXExpressionContainer > Literal[value=${letters}]`,
  `${textAttribute} > JSXExpressionContainer > ${template}`,
].map((selector) => ({
  selector,
  message: 'Visible text goes through t() and the i18n catalogues, not JSX.',
}));

/** The web app's blocks: the rest of src, the shared layers, each feature folder by depth. */
function webBoundaries() {
  const featuresDir = join(import.meta.dirname, webSrc, 'features');
  const features = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const blocks = [
    // Everything that is neither a feature nor a shared layer: app/, test/, main.tsx.
    ...boundaryBlocks(
      [`${webSrc}/**/*.{ts,tsx}`],
      [
        {
          regex: '^@/features/[^/]+/',
          message: "Import a feature through its index, '@/features/<name>', not a path inside it.",
        },
        {
          regex: '^(?:\\.\\.?/)+features(?:/|$)',
          message: "Import a feature as '@/features/<name>', not by a relative path.",
        },
      ],
      [`${webSrc}/test/**/*.{ts,tsx}`],
    ),
    ...boundaryBlocks(
      sharedLayers.map((layer) => `${webSrc}/${layer}/**/*.{ts,tsx}`),
      [
        {
          regex: '^(?:@/|(?:\\.\\.?/)+)features(?:/|$)',
          message: 'Shared layers (components, lib, hooks, i18n) must not depend on a feature.',
        },
      ],
    ),
  ];
  for (const feature of features) {
    // A file `depth` folders below the feature's root leaves it with depth + 1 '..' segments.
    for (let depth = 0; depth <= folderDepth(join(featuresDir, feature)); depth++) {
      blocks.push(
        ...boundaryBlocks(
          [`${webSrc}/features/${feature}/${'*/'.repeat(depth)}*.{ts,tsx}`],
          [
            {
              regex: `^@/features/(?!${feature}(?:/|$))[^/]+/`,
              message: "Import another feature through its index, '@/features/<name>'.",
            },
            {
              regex: `^(?:\\.\\./){${depth}}\\.\\.(?:$|/(?!${feature}(?:/|$)))`,
              message:
                "Relative imports stay inside the feature: use '@/features/<name>' for another " +
                "feature and '@/…' for shared code.",
            },
          ],
        ),
      );
    }
  }
  return blocks;
}

/** How many folders deep the deepest folder under `dir` sits. */
function folderDepth(dir) {
  const subdirs = readdirSync(dir, { withFileTypes: true }).filter((entry) => entry.isDirectory());
  return Math.max(0, ...subdirs.map((entry) => 1 + folderDepth(join(dir, entry.name))));
}

/**
 * Forbids importing `patterns` in `files`. no-restricted-imports does not see import(), so the
 * patterns also become no-restricted-syntax selectors. That one rule holds the JSX text selectors
 * too: sources get both lists, their tests (and `testHelpers`) only the import selectors.
 */
function boundaryBlocks(files, patterns, testHelpers = []) {
  const dynamicImports = patterns.map(({ regex, message }) => ({
    selector: `ImportExpression > Literal.source[value=/${new RegExp(regex, 'u').source}/u]`,
    message,
  }));
  const rules = (syntax) => ({
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': ['error', ...syntax],
  });
  const tests = [
    ...files.map((glob) => glob.replace(/\*\.\{ts,tsx\}$/, '*.test.{ts,tsx}')),
    ...testHelpers,
  ];
  return [
    { files, ignores: tests, rules: rules([...dynamicImports, ...jsxText]) },
    { files: tests, rules: rules(dynamicImports) },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-server/**',
      'data/**',
      'apps/api/drizzle/**',
      '**/test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...webBoundaries(),
);
