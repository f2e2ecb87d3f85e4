/** Query keys of invitations: a reservation's guests, and a guest's view by its link's token. */
export const invitationKeys = {
  all: ['invitations'] as const,
  ofReservation: (reservationId: number) => ['invitations', 'reservation', reservationId] as const,
  view: (token: string) => ['invitations', 'view', token] as const,
};
