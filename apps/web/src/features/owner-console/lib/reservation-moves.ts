/** Whether a party may still change tables: it holds them and has not left. */
import type { TimelineReservation } from '@tablefor/shared';

export const canMove = (r: TimelineReservation): boolean =>
  r.status === 'confirmed' || r.status === 'pending_callback' || r.status === 'seated';
