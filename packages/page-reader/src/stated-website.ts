/**
 * The restaurant's own website as its page links it: a link labelled as the website ('Business
 * website', 'Site web', 'Webseite'), a printed domain that links to itself ('bluedoor.example'),
 * a listing's redirect to it ('/biz_redir?url=…'), or on its own site the logo's link home.
 */
import type { CheerioAPI } from 'cheerio';
import { isAggregatorHost } from './aggregators.ts';

const WEBSITE_LABEL =
  /^(?:(?:our|official|business|visit(?: the)?|restaurant)\s+)?web\s?site$|^site(?: web| internet| officiel)$|^sitio web$|^p[áa]gina web$|^webseite$|^homepage$|^sito(?: web| internet)?$|^website bezoeken$/i;
const DOMAIN_TEXT = /^(?:https?:\/\/)?(?:www\.)?((?:[\p{L}\d-]+\.)+[\p{L}]{2,})\/?$/iu;
const MAX_LINKS = 2_000;

const bareHost = (host: string) => host.toLowerCase().replace(/^www\./, '');

/** Where a link leads: its href, or the site a redirect link names in its `url` parameter. */
function targetOf(href: string, base: string): URL | null {
  if (!URL.canParse(href, base)) return null;
  const url = new URL(href, base);
  const named = url.searchParams.get('url') ?? '';
  const target = /^https?:\/\//i.test(named) && URL.canParse(named) ? new URL(named) : url;
  return target.protocol === 'http:' || target.protocol === 'https:' ? target : null;
}

const collapsed = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

export function statedWebsite($: CheerioAPI, pageUrl: string, aggregatorPage: boolean): string {
  const pageHost = URL.canParse(pageUrl) ? bareHost(new URL(pageUrl).hostname) : '';
  const links = $('a[href]').toArray().slice(0, MAX_LINKS);
  for (const link of links) {
    const text = collapsed($(link).text());
    const labels = [link.attribs['aria-label'], link.attribs.title, text].map(collapsed);
    const labelled = labels.some((label) => WEBSITE_LABEL.test(label));
    const domain = DOMAIN_TEXT.exec(text)?.[1]?.toLowerCase();
    if (!labelled && domain === undefined) continue;
    const target = targetOf(link.attribs.href ?? '', pageUrl);
    if (!target || isAggregatorHost(target.hostname)) continue;
    const host = bareHost(target.hostname);
    if (host === pageHost && aggregatorPage) continue;
    if (labelled) return target.href;
    const printed = domain !== undefined && (host === domain || host.endsWith(`.${domain}`));
    if (!printed) continue;
    const around = collapsed($(link).parent().text()).replace(text, '').trim();
    const inAddress = $(link).closest('address').length > 0;
    if (aggregatorPage || inAddress || WEBSITE_LABEL.test(around)) return target.href;
  }
  if (aggregatorPage) return '';
  // The logo's link to the site's home page, written out in full.
  const logo = $('a[href^="http"]')
    .toArray()
    .find((link) => /logo/i.test($(link).find('img').first().attr('class') ?? ''));
  const home = logo ? targetOf(logo.attribs.href ?? '', pageUrl) : null;
  return home && home.pathname === '/' && !isAggregatorHost(home.hostname) ? home.href : '';
}
