/** Placeholder until the page is built. */
export function CreateRestaurantPage() {
  return null;
}
