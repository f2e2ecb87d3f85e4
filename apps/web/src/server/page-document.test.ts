import { describe, expect, it } from 'vitest';
import {
  chunkTags,
  pageDocument,
  START_MODULE,
  type BuildManifest,
  type RenderedPage,
} from './page-document';

const template = `<!doctype html><html lang="en"><head><title>TableFor</title>
<script type="module" crossorigin src="/assets/main-1.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
<link rel="stylesheet" crossorigin href="/assets/vendor-1.css">
<link rel="stylesheet" crossorigin href="/assets/main-1.css">
</head><body><div id="root"></div></body></html>`;

const manifest: BuildManifest = {
  // The entry, as Vite built it into the template above.
  'index.html': { file: 'assets/main-1.js', css: ['assets/main-1.css'], imports: ['_vendor.js'] },
  'src/features/restaurants/index.ts': {
    file: 'assets/restaurants-1.js',
    css: ['assets/restaurants-1.css'],
    imports: ['_cards.js', '_vendor.js'],
  },
  '_cards.js': { file: 'assets/cards-1.js', css: ['assets/cards-1.css'] },
  // A chunk the entry imports too: the template names it and its stylesheet already.
  '_vendor.js': { file: 'assets/vendor-1.js', css: ['assets/vendor-1.css'] },
};

const stylesheets: Record<string, string> = {
  'assets/main-1.css': 'body{margin:0}',
  'assets/vendor-1.css': '.button{gap:4px}',
  'assets/restaurants-1.css': '.banner{height:220px}',
  'assets/cards-1.css': '.card::after{content:"</style>"}',
};
const read = (file: string) => stylesheets[file];

const page: RenderedPage = {
  status: 200,
  language: 'es',
  origin: 'https://tablefor.example',
  viewport: 'narrow',
  markup: '<title>Bestia · TableFor</title><main>Bestia</main>',
  state: { queries: [] },
  modules: ['src/features/restaurants/index.ts'],
};

/** React's preload of the page's main picture, which it writes among the page's head tags. */
const preload =
  '<link rel="preload" as="image" fetchPriority="high" imageSrcSet="/images/r-400.webp 400w" imageSizes="100vw"/>';
const pageWithPicture: RenderedPage = {
  ...page,
  markup: `<title>Bestia · TableFor</title>${preload}<main>Bestia</main>`,
};

describe('pageDocument', () => {
  it('writes every stylesheet of the page into it, so no request stands before the first paint', () => {
    const html = pageDocument(template, page, manifest, read);
    expect(html).toContain('<style data-href="/assets/main-1.css">body{margin:0}</style>');
    expect(html).toContain(
      '<style data-href="/assets/restaurants-1.css">.banner{height:220px}</style>',
    );
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/main-1.css">');
    // The chunks' stylesheets stay named by a link that is never fetched, for the chunk loader.
    expect(html).toContain('<link rel="stylesheet" href="/assets/restaurants-1.css" disabled>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/cards-1.css" disabled>');
  });

  it("writes each stylesheet and preload once, when the page's chunks share the entry's", () => {
    const html = pageDocument(template, page, manifest, read);
    expect(html.match(/\.button\{gap:4px\}/g)).toHaveLength(1);
    expect(html.match(/<style data-href="\/assets\/vendor-1\.css"/g)).toHaveLength(1);
    expect(html.match(/ href="\/assets\/vendor-1\.css"/g)).toHaveLength(1);
    expect(html.match(/href="\/assets\/vendor-1\.js"/g)).toHaveLength(1);
  });

  it("names the entry's written-in stylesheets too, so the chunk loader never fetches them", () => {
    const html = pageDocument(template, page, manifest, read);
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-1.css" disabled>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/vendor-1.css" disabled>');
  });

  it('keeps a stylesheet it cannot read as a link', () => {
    const html = pageDocument(template, page, manifest, () => undefined);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main-1.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/restaurants-1.css">');
  });

  it('never lets a stylesheet end its style element early', () => {
    const html = pageDocument(template, page, manifest, read);
    expect(html).toContain('.card::after{content:"<\\/style>"}</style>');
  });

  it('fetches the scripts after the content: the page is whole without them', () => {
    const html = pageDocument(template, page, manifest, read);
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/main-1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/vendor-1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/restaurants-1.js">',
    );
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/cards-1.js">',
    );
  });

  it('asks for the main picture before any script, and only once', () => {
    const html = pageDocument(template, pageWithPicture, manifest, read);
    expect(html.indexOf(preload)).toBeGreaterThan(html.indexOf('<head>'));
    expect(html.indexOf(preload)).toBeLessThan(html.indexOf('<script type="module"'));
    expect(html.split(preload)).toHaveLength(2);
  });

  describe('with a start script in the build', () => {
    const withStart: BuildManifest = {
      ...manifest,
      [START_MODULE]: { file: 'assets/start-1.js' },
    };
    const html = pageDocument(template, pageWithPicture, withStart, read);
    const head = html.slice(0, html.indexOf('</head>'));

    it('asks for no code but the start script, keeping the main picture first', () => {
      expect(head).not.toContain('modulepreload');
      expect(head.match(/<script type="module"[^>]*>/g)).toEqual([
        '<script type="module" crossorigin src="/assets/start-1.js">',
      ]);
      expect(head.indexOf(preload)).toBeGreaterThan(-1);
      expect(head.indexOf(preload)).toBeLessThan(head.indexOf('start-1.js'));
    });

    it('names the entry and every module to preload for the start script', () => {
      const block = /<script type="application\/json" id="tablefor-code">([^<]*)<\/script>/.exec(
        head,
      );
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual({
        entry: '/assets/main-1.js',
        preload: ['/assets/vendor-1.js', '/assets/restaurants-1.js', '/assets/cards-1.js'],
      });
    });
  });

  it("takes the entry's tags from the manifest: each of its files named once, none left as Vite wrote it", () => {
    const html = pageDocument(template, page, manifest, read);
    expect(html.match(/\/assets\/main-1\.js/g)).toHaveLength(1);
    expect(html).not.toContain('<script type="module" crossorigin src="/assets/main-1.js">');
    expect(html).not.toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">');
  });

  it('puts the page in its language, its title instead of the default, and its data', () => {
    const html = pageDocument(template, page, manifest, read);
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('<title>Bestia · TableFor</title>');
    expect(html).not.toContain('<title>TableFor</title>');
    expect(html).toContain('<div id="root" data-ssr=""><main>Bestia</main></div>');
    expect(html).toContain('<script type="application/json" id="tablefor-ssr">');
  });
});

describe('chunkTags', () => {
  it('lists each chunk once, with the chunks it imports', () => {
    const tags = chunkTags(manifest, ['src/features/restaurants/index.ts', '_cards.js']);
    expect(tags.match(/modulepreload/g)).toHaveLength(3);
  });
});
