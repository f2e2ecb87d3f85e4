/** Placeholder until the page is built. */
export function BusinessLandingPage() {
  return null;
}
