/** POST /api/restaurants/{id}/reservations: books the table (anonymous bookings get an access code). */
import {
  createdReservationSchema,
  type CreatedReservation,
  type CreateReservationInput,
} from '@tablefor/shared';
import { api } from '@/lib/api-client';

export function createReservation(
  restaurantId: number,
  input: CreateReservationInput,
): Promise<CreatedReservation> {
  return api.post(`/api/restaurants/${restaurantId}/reservations`, input, {
    schema: createdReservationSchema,
  });
}
