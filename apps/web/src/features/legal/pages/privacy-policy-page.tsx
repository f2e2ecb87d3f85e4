/** Placeholder until the page is built. */
export function PrivacyPolicyPage() {
  return null;
}
