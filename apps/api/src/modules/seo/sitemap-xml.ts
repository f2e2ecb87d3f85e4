/** The XML of robots.txt's sitemap: an index of sitemaps, and each sitemap's list of URLs. */

export type SitemapEntry = { loc: string; lastmod?: Date };

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);

/** W3C datetime, as sitemaps want it: the instant in UTC to the second. */
const w3cDate = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

function entries(tag: 'url' | 'sitemap', list: readonly SitemapEntry[]): string {
  return list
    .map(({ loc, lastmod }) => {
      const modified = lastmod ? `<lastmod>${w3cDate(lastmod)}</lastmod>` : '';
      return `<${tag}><loc>${escapeXml(loc)}</loc>${modified}</${tag}>`;
    })
    .join('\n');
}

const HEAD = '<?xml version="1.0" encoding="UTF-8"?>';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export const sitemapIndexXml = (sitemaps: readonly SitemapEntry[]) =>
  `${HEAD}\n<sitemapindex xmlns="${NAMESPACE}">\n${entries('sitemap', sitemaps)}\n</sitemapindex>\n`;

export const urlSetXml = (urls: readonly SitemapEntry[]) =>
  `${HEAD}\n<urlset xmlns="${NAMESPACE}">\n${entries('url', urls)}\n</urlset>\n`;
