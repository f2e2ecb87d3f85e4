import { describe, expect, it } from 'vitest';
import { firstTooDeepTag } from './html-nesting.ts';

describe('firstTooDeepTag', () => {
  it('finds the tag that opens past the limit', () => {
    const html = '<html><body><div><div><div><b>x</b></div></div></div></body></html>';
    expect(firstTooDeepTag(html, 5)).toBe(html.indexOf('<div><b>') + 5);
    expect(firstTooDeepTag(html, 6)).toBeNull();
  });

  it('counts what the parser would count: closed, void, implied and SVG self-closed tags are not open', () => {
    const items = '<li>item'.repeat(500);
    const options = '<option>x'.repeat(500);
    const paragraphs = '<p>para'.repeat(500);
    const icons = `<svg>${'<path d="M0 0"/>'.repeat(500)}</svg>`;
    const voids = '<br><img src="a.jpg"><meta name="x">'.repeat(500);
    const closed = '<span>x</span>'.repeat(500);
    const html = `<ul>${items}</ul><select>${options}</select>${paragraphs}${icons}${voids}${closed}`;
    expect(firstTooDeepTag(html, 10)).toBeNull();
  });

  it('is not fooled by closing tags of elements that are not open', () => {
    const html = `${'<div></span>'.repeat(300)}`;
    expect(firstTooDeepTag(html, 256)).toBe('<div></span>'.length * 256);
  });

  it('ignores tags inside scripts and comments', () => {
    const html = `<script>${'"<div>"'.repeat(1000)}</script><!-- ${'<div>'.repeat(1000)} --><p>x</p>`;
    expect(firstTooDeepTag(html, 10)).toBeNull();
  });
});
