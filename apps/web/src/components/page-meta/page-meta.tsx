/**
 * A public page's head: title, description, canonical address, and the OpenGraph and Twitter tags
 * link previews read, in the page's language. React places them in the document's head (on the
 * server, page-document.ts moves them there), so search engines see them without JavaScript.
 */
import { useTranslation } from '@/i18n/use-translation';
import { localeOf, rasterImageUrl } from '@tablefor/shared';
import { siteUrl } from '@/server/site-origin';

type PageMetaProps = {
  /** The page's own title; the site's name is added after it. */
  title: string;
  description: string;
  /** The page's canonical path with its query, if any ('/restaurants/12'). */
  path: string;
  /** A picture for link previews: a site path or an absolute address. */
  image?: string;
  type?: 'website' | 'restaurant';
};

const DESCRIPTION_MAX = 160;

/** A description cut at a word near 160 characters, as search results show. */
export function shortDescription(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= DESCRIPTION_MAX) return clean;
  const cut = clean.slice(0, DESCRIPTION_MAX - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80))}…`;
}

export function PageMeta({ title, description, path, image, type = 'website' }: PageMetaProps) {
  const { t, i18n } = useTranslation();
  const siteName = t('app.name');
  const fullTitle = title === siteName ? title : `${title} · ${siteName}`;
  const summary = shortDescription(description);
  const url = siteUrl(path);
  // Link previews do not draw SVG: a stock picture is shown by its widest WebP copy.
  const shown = image && rasterImageUrl(image);
  const picture = shown ? (/^https?:\/\//.test(shown) ? shown : siteUrl(shown)) : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      <meta name="description" content={summary} />
      <link rel="canonical" href={url} />
      <meta property="og:site_name" content={siteName} />
      <meta property="og:type" content={type === 'restaurant' ? 'restaurant.restaurant' : type} />
      <meta property="og:title" content={fullTitle} />
      <meta property="og:description" content={summary} />
      <meta property="og:url" content={url} />
      {/* OpenGraph writes a locale with an underscore: en_US, es_ES. */}
      <meta property="og:locale" content={localeOf(i18n.language).replace('-', '_')} />
      {picture && <meta property="og:image" content={picture} />}
      <meta name="twitter:card" content={picture ? 'summary_large_image' : 'summary'} />
      <meta name="twitter:title" content={fullTitle} />
      <meta name="twitter:description" content={summary} />
      {picture && <meta name="twitter:image" content={picture} />}
    </>
  );
}
