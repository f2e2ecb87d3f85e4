/** Placeholder until the page is built. */
export function GetStartedPage() {
  return null;
}
