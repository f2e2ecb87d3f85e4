/** How a found company's fields read on its card: its address on one line, links only to the web. */
import type { Company } from '@tablefor/shared';

/** Only http(s) addresses become links: what a web page states is not trusted to be one. */
export function httpUrl(value: string): string | null {
  if (!URL.canParse(value)) return null;
  const url = new URL(value);
  return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
}

/** 'bestia.example/menu' for 'https://www.bestia.example/menu/'. */
export function linkLabel(href: string): string {
  const url = new URL(href);
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.hostname.replace(/^www\./, '')}${path}`;
}

/** A source link's text: the name it goes by, else 'bestia.example' for 'https://www.bestia.example/menu/'. */
export function sourceLabel(href: string, name: string | undefined): string {
  return name?.trim() || new URL(href).hostname.replace(/^www\./, '');
}

/** '2121 E 7th Pl, Arts District, Los Angeles, CA 90021', leaving out what is not stated. */
export function addressLine({ address, neighborhood, city, state, zip_code }: Company['location']) {
  const region = [state, zip_code].filter(Boolean).join(' ');
  return [address, neighborhood, city, region].filter(Boolean).join(', ');
}

export const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;
