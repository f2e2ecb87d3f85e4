/**
 * The narrow-screen check: at 320, 375 and 414 px nothing scrolls sideways, no control reaches
 * past the screen's edge, no two controls overlap, no select or placeholder is cut and the
 * wordmark shows. Each problem names the control (tag, text, rectangles) so it can be found.
 */
import { expect, type Page } from '@playwright/test';

export const NARROW_WIDTHS = [320, 375, 414] as const;
const HEIGHT = 800;

/**
 * Runs in the page: everything it needs is declared inside, as Playwright sends its source alone.
 * Only what a person can see and reach counts: behind an open modal only the modal, and a
 * control's part that a scrolling row or a clipped box hides is not seen.
 */
function findLayoutProblems(): string[] {
  const INTERACTIVE =
    'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [tabindex]:not([tabindex="-1"])';
  type Box = { left: number; top: number; right: number; bottom: number };
  const problems: string[] = [];
  const viewportWidth = window.innerWidth;
  const round = (n: number) => Math.round(n);
  const show = (b: Box) =>
    `[x ${round(b.left)}–${round(b.right)}, y ${round(b.top)}–${round(b.bottom)}]`;
  const describe = (element: Element) => {
    const label =
      element.getAttribute('aria-label') ??
      (element instanceof HTMLSelectElement
        ? element.selectedOptions[0]?.text
        : element instanceof HTMLInputElement
          ? element.value || element.placeholder
          : (element.textContent ?? ''));
    const text = (label ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
    const cls = (element.getAttribute('class') ?? '').split(/\s+/)[0] ?? '';
    return `<${element.tagName.toLowerCase()}${cls ? `.${cls}` : ''}> "${text}"`;
  };

  const modals = [...document.querySelectorAll('dialog:modal, [aria-modal="true"]')].filter((m) =>
    m.checkVisibility(),
  );
  const scope: Element = modals.at(-1) ?? document.body;

  /** The part of the element that is not clipped by a box around it, or null when none is. */
  const visibleBox = (element: Element): Box | null => {
    const r = element.getBoundingClientRect();
    const box: Box = { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
      const style = getComputedStyle(up);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const clip = up.getBoundingClientRect();
      if (style.overflowX !== 'visible') {
        box.left = Math.max(box.left, clip.left);
        box.right = Math.min(box.right, clip.right);
      }
      if (style.overflowY !== 'visible') {
        box.top = Math.max(box.top, clip.top);
        box.bottom = Math.min(box.bottom, clip.bottom);
      }
    }
    return box.right - box.left > 1 && box.bottom - box.top > 1 ? box : null;
  };

  const scrollWidth = document.documentElement.scrollWidth;
  if (scrollWidth > viewportWidth) {
    // The outermost boxes that stick out (and that no scrolling row clips): the ones to fix.
    const sticksOut = (e: Element | null) =>
      !!e && e !== document.body && (visibleBox(e)?.right ?? 0) > viewportWidth + 0.5;
    const culprits = [...document.body.querySelectorAll('*')]
      .filter((e) => sticksOut(e) && !sticksOut(e.parentElement))
      .slice(0, 4)
      .map((e) => `${describe(e)} ${show(e.getBoundingClientRect())}`);
    problems.push(
      `the page scrolls sideways: ${scrollWidth} px wide in ${viewportWidth} px (${culprits.join('; ')})`,
    );
  }

  const controls: { element: Element; box: Box }[] = [];
  for (const element of scope.querySelectorAll(INTERACTIVE)) {
    if (!element.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    if (element.closest('[aria-hidden="true"], [inert]')) continue;
    // Visually hidden (a skip link until focused, a screen-reader-only control).
    if (getComputedStyle(element).clip === 'rect(0px, 0px, 0px, 0px)') continue;
    const box = visibleBox(element);
    if (box) controls.push({ element, box });
  }

  for (const { element, box } of controls) {
    if (box.left < -0.5 || box.right > viewportWidth + 0.5) {
      problems.push(
        `${describe(element)} ${show(box)} reaches past the screen (0–${viewportWidth})`,
      );
    }
  }

  // A floating layer (the location prompt, the phone's 'Book a Table' bar) stays put while the
  // page scrolls under it: only controls of the same layer can collide for good.
  const floating = (element: Element) => {
    for (let e: Element | null = element; e; e = e.parentElement) {
      if (getComputedStyle(e).position === 'fixed') return e;
    }
    return null;
  };
  for (let i = 0; i < controls.length; i += 1) {
    for (let j = i + 1; j < controls.length; j += 1) {
      const a = controls[i]!;
      const b = controls[j]!;
      if (a.element.contains(b.element) || b.element.contains(a.element)) continue;
      if (floating(a.element) !== floating(b.element)) continue;
      const width = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
      const height = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
      if (width > 1 && height > 1) {
        problems.push(
          `${describe(a.element)} ${show(a.box)} overlaps ${describe(b.element)} ${show(b.box)}`,
        );
      }
    }
  }

  // A chip or button whose label runs into (or past) its own edges: its text's glyphs, not the
  // boxes around them, and not the text kept for screen readers only.
  const glyphs = (element: Element): Box | null => {
    let found: Box | null = null;
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent) continue;
      if (parent.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) {
        found = found
          ? {
              left: Math.min(found.left, r.left),
              top: Math.min(found.top, r.top),
              right: Math.max(found.right, r.right),
              bottom: Math.max(found.bottom, r.bottom),
            }
          : { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
      }
    }
    return found;
  };
  for (const { element } of controls) {
    if (!element.matches('a[href], button, [role="button"]')) continue;
    const style = getComputedStyle(element);
    const boxed =
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' || parseFloat(style.borderLeftWidth) > 0;
    if (style.display === 'inline' || !boxed) continue;
    const text = glyphs(element);
    const own = element.getBoundingClientRect();
    if (text && (text.left < own.left + 2 || text.right > own.right - 2)) {
      problems.push(
        `${describe(element)} ${show(own)}: its text ${show(text)} touches or passes its edges`,
      );
    }
  }

  // A line of text ended with '…' because it does not fit (the city in the top bar).
  for (const element of scope.querySelectorAll('*')) {
    const style = getComputedStyle(element);
    if (style.textOverflow !== 'ellipsis' || style.overflowX === 'visible') continue;
    if (!element.checkVisibility() || element.closest('.visually-hidden')) continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      problems.push(
        `${describe(element)} is cut with '…' (${element.clientWidth} px of ${element.scrollWidth})`,
      );
    }
  }

  // Text cut inside its field: the selected option of a select, the placeholder of an empty input.
  const canvas = document.createElement('canvas').getContext('2d');
  const textWidth = (text: string, style: CSSStyleDeclaration) => {
    if (!canvas) return 0;
    canvas.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    canvas.letterSpacing = style.letterSpacing === 'normal' ? '0px' : style.letterSpacing;
    return canvas.measureText(style.textTransform === 'uppercase' ? text.toUpperCase() : text)
      .width;
  };
  const contentWidth = (element: HTMLElement, style: CSSStyleDeclaration) =>
    element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
  /** The room a search field keeps for its clear button, hidden while it is empty. */
  const searchCancelRoom = (input: HTMLInputElement) => {
    if (input.type !== 'search') return 0;
    const style = getComputedStyle(input);
    const probe = 'x'.repeat(200);
    input.value = probe;
    const used = input.scrollWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    input.value = '';
    return Math.max(0, used - textWidth(probe, style));
  };
  const TEXT_INPUTS = ['text', 'search', 'email', 'tel', 'url', 'password', 'number'];
  for (const { element } of controls) {
    let text: string | undefined;
    let font: CSSStyleDeclaration | undefined;
    let room = 0;
    if (element instanceof HTMLSelectElement) {
      const style = getComputedStyle(element);
      text = element.selectedOptions[0]?.text;
      font = style;
      // A native arrow is drawn inside the content box; a styled one sits in the right padding.
      room = contentWidth(element, style) - (style.appearance === 'none' ? 0 : 20);
    } else if (
      element instanceof HTMLInputElement &&
      TEXT_INPUTS.includes(element.type) &&
      element.value === '' &&
      element.placeholder
    ) {
      text = element.placeholder;
      font = getComputedStyle(element, '::placeholder');
      room = contentWidth(element, getComputedStyle(element)) - searchCancelRoom(element);
    }
    if (text === undefined || !font) continue;
    const needed = textWidth(text, font);
    if (needed > room + 1) {
      problems.push(
        `${describe(element)} is cut: its text needs ${round(needed)} px, the field has ${round(room)} px`,
      );
    }
  }

  // The wordmark: the app's name beside the logo mark in the top bar, on every page that has one.
  const logo = document.querySelector('header nav a[href="/"]');
  const wordmark = logo?.querySelector('span');
  const wordmarkShows =
    wordmark instanceof HTMLElement &&
    wordmark.getBoundingClientRect().width > 1 &&
    getComputedStyle(wordmark).clip !== 'rect(0px, 0px, 0px, 0px)' &&
    wordmark.checkVisibility({ checkVisibilityCSS: true });
  if (logo && !wordmarkShows) problems.push('the wordmark in the top bar is hidden');
  return problems;
}

/** Waits two frames, so a resize's layout (and what a media query re-renders) has settled. */
async function settled(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );
}

/**
 * Checks the loaded page at each narrow width (resizing, not reloading) and records the
 * problems as a soft failure that names the screen, the width and the language; ends at 320 px.
 */
export async function expectFitsNarrowScreens(page: Page, screen: string, language: string) {
  const found: string[] = [];
  for (const width of NARROW_WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    await settled(page);
    const problems = await page.evaluate(findLayoutProblems);
    found.push(...problems.map((problem) => `${screen} at ${width} px (${language}): ${problem}`));
  }
  await page.setViewportSize({ width: NARROW_WIDTHS[0], height: HEIGHT });
  await settled(page);
  expect.soft(found, `${screen} (${language}) at ${NARROW_WIDTHS.join(', ')} px`).toEqual([]);
}
