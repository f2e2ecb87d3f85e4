/**
 * schema.org JSON-LD: every restaurant-typed item in the page's ld+json scripts, whether at the
 * top, in a list, in a @graph or nested in another item, with its @id references resolved.
 */
import type { CheerioAPI } from 'cheerio';
import { isRestaurantNode } from './schema-org-types.ts';
import { isNode, type SchemaNode } from './schema-org-values.ts';

/** Bounds on what a page can make the walk do. */
const MAX_DEPTH = 12;
const MAX_NODES = 5_000;

function parsedScripts($: CheerioAPI): unknown[] {
  return $('script[type]')
    .toArray()
    .filter((script) => /^application\/ld\+json\b/i.test(script.attribs.type ?? ''))
    .flatMap((script) => {
      try {
        return [JSON.parse($(script).text()) as unknown];
      } catch {
        return []; // A broken block says nothing; the others still count.
      }
    });
}

/** Every object in the documents, parents before their children. */
function allNodes(roots: unknown[]): SchemaNode[] {
  const nodes: SchemaNode[] = [];
  const visit = (value: unknown, depth: number) => {
    if (depth > MAX_DEPTH || nodes.length >= MAX_NODES) return;
    if (Array.isArray(value)) {
      for (const item of value) visit(item, depth + 1);
    } else if (isNode(value)) {
      nodes.push(value);
      for (const child of Object.values(value)) visit(child, depth + 1);
    }
  };
  for (const root of roots) visit(root, 0);
  return nodes;
}

const isReference = (value: unknown): value is { '@id': string } =>
  isNode(value) && Object.keys(value).length === 1 && typeof value['@id'] === 'string';

/** A copy of a node in which `{ "@id": "#address" }` is the node it names, two levels deep. */
function resolved(node: SchemaNode, byId: Map<string, SchemaNode>, depth = 0): SchemaNode {
  const value = (item: unknown): unknown => {
    const target = isReference(item) ? (byId.get(item['@id']) ?? item) : item;
    return isNode(target) && depth < 2 ? resolved(target, byId, depth + 1) : target;
  };
  return Object.fromEntries(
    Object.entries(node).map(([key, item]) => [
      key,
      Array.isArray(item) ? item.map(value) : value(item),
    ]),
  );
}

export function restaurantNodesFromJsonLd($: CheerioAPI): SchemaNode[] {
  const nodes = allNodes(parsedScripts($));
  const byId = new Map<string, SchemaNode>();
  for (const node of nodes) {
    if (typeof node['@id'] === 'string' && !isReference(node)) byId.set(node['@id'], node);
  }
  return nodes.filter(isRestaurantNode).map((node) => resolved(node, byId));
}
