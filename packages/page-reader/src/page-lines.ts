/** A page's visible text as lines, broken where the layout breaks them (blocks, cells, <br>). */
import type { CheerioAPI } from 'cheerio';
import { hasChildren, isTag, isText, type AnyNode } from 'domhandler';

const BREAKING = new Set(
  (
    'address article aside blockquote br caption dd details div dl dt fieldset figcaption figure ' +
    'footer form h1 h2 h3 h4 h5 h6 header hr li main nav ol p pre section summary table tbody ' +
    'td tfoot th thead tr ul'
  ).split(' '),
);
const UNSEEN = new Set(['script', 'style', 'noscript', 'template', 'svg', 'head', 'iframe']);
const MAX_LINES = 5_000;
const BREAK = Symbol('line break');

/** The lines of `root` (the body by default); walked without recursion, so nesting cannot overflow. */
export function pageLines($: CheerioAPI, root: AnyNode | undefined = $('body')[0]): string[] {
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = current.replace(/\s+/g, ' ').trim();
    if (line && lines.length < MAX_LINES) lines.push(line);
    current = '';
  };
  // BREAK closes the line a breaking element opened, once its children are read.
  const stack: (AnyNode | typeof BREAK)[] = root ? [root] : [];
  const pushChildren = (node: AnyNode) => {
    if (!hasChildren(node)) return;
    for (let i = node.children.length - 1; i >= 0; i -= 1) {
      const child = node.children[i];
      if (child) stack.push(child);
    }
  };
  for (let node = stack.pop(); node !== undefined; node = stack.pop()) {
    if (node === BREAK) flush();
    else if (isText(node)) current += node.data;
    else if (!isTag(node)) pushChildren(node);
    else if (!UNSEEN.has(node.name.toLowerCase())) {
      if (BREAKING.has(node.name.toLowerCase())) {
        flush();
        stack.push(BREAK);
      }
      pushChildren(node);
    }
  }
  flush();
  return lines;
}
