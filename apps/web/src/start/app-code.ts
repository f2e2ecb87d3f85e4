/**
 * A server-rendered page asks for the app's code only once its main picture is drawn. The page is
 * whole without the code (which makes it interactive), and on a phone's link two dozen modules
 * fetched beside the picture delay it: Lighthouse's simulated phone counts every request made
 * before the largest paint as standing in its way.
 */

/** The id of the data block naming the code: the entry and the modules to preload with it. */
export const APP_CODE_ID = 'tablefor-code';

export type AppCode = { entry: string; preload: string[] };

/** The longest the code waits for a slow picture: the page must become interactive regardless. */
export const PICTURE_WAIT_MS = 3_000;

/** Resolves once `picture` has loaded or failed, or after PICTURE_WAIT_MS. */
function pictureSettled(picture: HTMLImageElement | null): Promise<void> {
  if (!picture || picture.complete) return Promise.resolve();
  return new Promise((resolve) => {
    const done = () => resolve();
    picture.addEventListener('load', done, { once: true });
    picture.addEventListener('error', done, { once: true });
    setTimeout(done, PICTURE_WAIT_MS);
  });
}

/** Resolves after the browser has drawn a frame (or soon, in a tab that draws none). */
function frameDrawn(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => setTimeout(resolve, 0);
    requestAnimationFrame(done);
    setTimeout(resolve, 250);
  });
}

/** Adds the preloads and the entry script the data block names, once the main picture shows. */
export async function startAppCode(doc: Document): Promise<void> {
  const block = doc.getElementById(APP_CODE_ID);
  if (!block?.textContent) return;
  const code = JSON.parse(block.textContent) as AppCode;
  // The page's main picture is the one it asks for first (fetchpriority="high").
  await pictureSettled(doc.querySelector<HTMLImageElement>('img[fetchpriority="high"]'));
  await frameDrawn();
  const tags = code.preload.map((href) => {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    return link;
  });
  const script = doc.createElement('script');
  script.type = 'module';
  script.crossOrigin = '';
  script.src = code.entry;
  doc.head.append(...tags, script);
}
