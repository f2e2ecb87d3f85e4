/** Where Notify's links lead: the dashboard's list, an offer's page, the ask from a search result. */
export const notifyListPath = (userId: number) => `/users/${userId}/dining-dashboard?view=notify`;

export const notifyOfferPath = (requestId: number) => `/notify/${requestId}`;

/** The restaurant's page with the Notify dialog open for this date, time and party. */
export function notifyAskPath(
  restaurantId: number,
  choice: { date: string; time: string; partySize: number },
): string {
  const params = new URLSearchParams({
    notify: '1',
    date: choice.date,
    time: choice.time,
    partySize: String(choice.partySize),
  });
  return `/restaurants/${restaurantId}?${params.toString()}`;
}
