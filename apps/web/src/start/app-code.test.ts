import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { APP_CODE_ID, PICTURE_WAIT_MS, startAppCode } from './app-code';

const code = { entry: '/assets/main-1.js', preload: ['/assets/vendor-1.js', '/assets/page-1.js'] };

function pageWith(picture: { complete: boolean } | null) {
  document.head.innerHTML = `<script type="application/json" id="${APP_CODE_ID}">${JSON.stringify(code)}</script>`;
  document.body.innerHTML = picture
    ? '<main><img fetchpriority="high" alt="The dining room"></main>'
    : '<main>No picture</main>';
  const img = document.querySelector('img');
  if (img && picture) Object.defineProperty(img, 'complete', { value: picture.complete });
  return img;
}

const entryScripts = () => document.head.querySelectorAll('script[type="module"]');
const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('startAppCode', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    document.head.innerHTML = '';
  });

  it('adds the preloads and then the entry once a frame is drawn', async () => {
    pageWith(null);
    const started = startAppCode(document);
    expect(entryScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(300);
    await started;
    expect(preloads()).toEqual(code.preload);
    const [script] = entryScripts();
    expect(script?.getAttribute('src')).toBe(code.entry);
    expect(script?.getAttribute('crossorigin')).toBe('');
    expect(document.head.lastElementChild).toBe(script);
  });

  it('waits for the main picture to load first', async () => {
    const img = pageWith({ complete: false });
    const started = startAppCode(document);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(entryScripts()).toHaveLength(0);
    img?.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(300);
    await started;
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts anyway when the picture fails or is slow', async () => {
    const failing = pageWith({ complete: false });
    const afterError = startAppCode(document);
    failing?.dispatchEvent(new Event('error'));
    await vi.advanceTimersByTimeAsync(300);
    await afterError;
    expect(entryScripts()).toHaveLength(1);

    pageWith({ complete: false });
    const afterWait = startAppCode(document);
    await vi.advanceTimersByTimeAsync(PICTURE_WAIT_MS - 10);
    expect(entryScripts()).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(300);
    await afterWait;
    expect(entryScripts()).toHaveLength(1);
  });

  it('does nothing on a page without the data block (the client-rendered shell)', async () => {
    document.head.innerHTML = '';
    await startAppCode(document);
    expect(entryScripts()).toHaveLength(0);
  });
});
