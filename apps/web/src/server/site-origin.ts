/**
 * The site's public address (https://tablefor.example), for canonical links and link previews:
 * on the server the configured PUBLIC_URL, which the page carries to the browser so both render
 * the same links; a page the server did not render uses the browser's own origin.
 */
let serverOrigin = '';

export function setSiteOrigin(origin: string): void {
  serverOrigin = origin.replace(/\/+$/, '');
}

export function siteOrigin(): string {
  return serverOrigin || (typeof window !== 'undefined' ? window.location.origin : '');
}

/** An absolute address of a path of the site. */
export const siteUrl = (path: string) => `${siteOrigin()}${path}`;
