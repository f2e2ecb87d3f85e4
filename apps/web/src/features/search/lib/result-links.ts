/** Where a result's time slot leads: the reservation form of that restaurant, prefilled. */
export function slotReservationUrl(
  restaurantId: number,
  slot: { date: string; time: string; partySize: number },
): string {
  const params = new URLSearchParams({
    date: slot.date,
    time: slot.time,
    partySize: String(slot.partySize),
  });
  return `/restaurants/${restaurantId}/reservations?${params.toString()}`;
}
