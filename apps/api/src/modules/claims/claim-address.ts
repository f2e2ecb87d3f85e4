/** Which addresses may prove a listing, and how its business address is shown before proof. */

/** The website's host without `www.`, or null when it has no usable website. */
export function websiteDomain(website: string): string | null {
  try {
    const host = new URL(website).hostname.toLowerCase();
    return host ? host.replace(/^www\./, '') : null;
  } catch {
    return null;
  }
}

/** The listing's business address, or any address at the domain of its website. */
export function mayProveListing(
  email: string,
  listing: { business_email: string; website: string },
): boolean {
  const address = email.toLowerCase();
  if (listing.business_email && address === listing.business_email.toLowerCase()) return true;
  const domain = websiteDomain(listing.website);
  return domain !== null && address.endsWith(`@${domain}`);
}

/** 'orders@trattoria.example' -> 'o****s@trattoria.example'. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '';
  const local = email.slice(0, at);
  const last = local.length > 1 ? local.slice(-1) : '';
  return `${local[0]}${'*'.repeat(Math.max(local.length - 2, 1))}${last}${email.slice(at)}`;
}
