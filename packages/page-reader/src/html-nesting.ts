/**
 * How deep a page's elements nest, measured in one linear pass of htmlparser2's tokenizer before
 * it is parsed. Parsing and querying cost grows with the depth times the size, so a page nested
 * thousands deep (two megabytes of '<div>') would stall the server; browsers cap the depth too.
 * The simulation follows htmlparser2's parser but closes fewer elements implicitly, so its depth
 * is never below the parsed tree's.
 */
import { Tokenizer, type TokenizerCallbacks } from 'htmlparser2';

const VOID = new Set(
  'area base basefont br col command embed frame hr img input isindex keygen link meta param source track wbr'.split(
    ' ',
  ),
);
const FOREIGN = new Set(['math', 'svg']);
const INTEGRATION = new Set('mi mo mn ms mtext annotation-xml foreignobject desc title'.split(' '));
const CLOSES_P =
  'p h1 h2 h3 h4 h5 h6 address article aside blockquote details div dl fieldset figcaption figure footer form header hr main nav ol pre section table ul';
/** The parser's commonest implicit closings: an opening tag closes these when they are on top. */
const IMPLIED_CLOSES = new Map<string, Set<string>>([
  ...CLOSES_P.split(' ').map((name) => [name, new Set(['p'])] as const),
  ['li', new Set(['li'])],
  ['option', new Set(['option'])],
  ['dd', new Set(['dd', 'dt'])],
  ['dt', new Set(['dd', 'dt'])],
  ['tr', new Set(['tr', 'th', 'td'])],
  ['td', new Set(['thead', 'th', 'td'])],
  ['th', new Set(['th'])],
]);

/** The offset of the first tag that opens deeper than `maxDepth`, or null when none does. */
export function firstTooDeepTag(html: string, maxDepth: number): number | null {
  const stack: string[] = [];
  const open = new Map<string, number>();
  const foreign: boolean[] = [];
  let tagName = '';
  let tooDeepAt: number | null = null;
  const push = (name: string) => {
    stack.push(name);
    open.set(name, (open.get(name) ?? 0) + 1);
  };
  const pop = () => {
    const name = stack.pop() ?? '';
    open.set(name, (open.get(name) ?? 1) - 1);
    return name;
  };
  const nameAt = (start: number, end: number) => html.slice(start, end).toLowerCase();

  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      tagName = nameAt(start, end);
      const closes = IMPLIED_CLOSES.get(tagName);
      while (closes && stack.length && closes.has(stack[stack.length - 1] ?? '')) pop();
      if (VOID.has(tagName)) return;
      push(tagName);
      if (FOREIGN.has(tagName)) foreign.push(true);
      else if (INTEGRATION.has(tagName)) foreign.push(false);
      if (stack.length > maxDepth && tooDeepAt === null) {
        tooDeepAt = Math.max(0, start - 1);
        tokenizer.pause();
      }
    },
    onselfclosingtag() {
      if (foreign[foreign.length - 1] && stack[stack.length - 1] === tagName) pop();
    },
    onclosetag(start, end) {
      const name = nameAt(start, end);
      if (FOREIGN.has(name) || INTEGRATION.has(name)) foreign.pop();
      if (VOID.has(name) || !open.get(name)) return;
      // Everything opened after `name` closes with it.
      let closed = pop();
      while (closed !== name && stack.length) closed = pop();
    },
    onopentagend() {},
    onattribdata() {},
    onattribentity() {},
    onattribend() {},
    onattribname() {},
    oncdata() {},
    oncomment() {},
    ondeclaration() {},
    onend() {},
    onprocessinginstruction() {},
    ontext() {},
    ontextentity() {},
  };
  const tokenizer = new Tokenizer({ decodeEntities: false }, callbacks);
  tokenizer.write(html);
  if (tooDeepAt === null) tokenizer.end();
  return tooDeepAt;
}
