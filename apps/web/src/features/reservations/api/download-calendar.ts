/**
 * GET /api/reservations/{id}/calendar.ics, fetched with the session or access code (a plain link
 * could not send them) and saved through a Blob as 'reservation-{id}.ics'.
 */
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { reservationCodeHeaders } from '@/lib/reservation-codes';

export async function getReservationCalendar(reservationId: number): Promise<string> {
  const body = await api.get<unknown>(`/api/reservations/${reservationId}/calendar.ics`, {
    headers: { ...reservationCodeHeaders(reservationId), Accept: 'text/calendar' },
  });
  if (typeof body !== 'string') throw new Error('The calendar file could not be read');
  return body;
}

export function saveCalendarFile(reservationId: number, ics: string): void {
  const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `reservation-${reservationId}.ics`;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL can go after that.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useDownloadCalendar(reservationId: number) {
  return useMutation({
    mutationFn: async () =>
      saveCalendarFile(reservationId, await getReservationCalendar(reservationId)),
  });
}
