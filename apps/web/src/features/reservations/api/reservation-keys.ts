/**
 * Query keys of every reservation view. They share the 'reservations' root, so one invalidation
 * after a change refreshes the reservation page, the dashboard lists and the top-bar menu.
 */
export const reservationKeys = {
  all: ['reservations'] as const,
  detail: (reservationId: number) => ['reservations', 'detail', reservationId] as const,
  ofUser: (userId: number) => ['reservations', 'user', userId] as const,
};
