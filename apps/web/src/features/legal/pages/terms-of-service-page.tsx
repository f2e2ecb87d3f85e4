/** Placeholder until the page is built. */
export function TermsOfServicePage() {
  return null;
}
