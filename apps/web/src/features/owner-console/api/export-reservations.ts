/**
 * GET /api/owner/restaurants/{id}/reservations.csv?from&to, read with the session's token (a plain
 * link could not send it) and saved through a Blob URL under the name the API gives the file.
 */
import { useMutation } from '@tanstack/react-query';
import type { ReservationExportQuery } from '@tablefor/shared';
import { apiBlob } from '@/lib/api-client';

export const exportFileName = (restaurantId: number, { from, to }: ReservationExportQuery) =>
  `reservations-${restaurantId}-${from}-to-${to}.csv`;

export function getReservationsCsv(
  restaurantId: number,
  range: ReservationExportQuery,
): Promise<Blob> {
  const query = new URLSearchParams({ from: range.from, to: range.to });
  return apiBlob(`/api/owner/restaurants/${restaurantId}/reservations.csv?${query.toString()}`);
}

export function saveCsvFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled; the URL can go after that.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export function useExportReservations(restaurantId: number) {
  return useMutation({
    mutationFn: async (range: ReservationExportQuery) =>
      saveCsvFile(
        await getReservationsCsv(restaurantId, range),
        exportFileName(restaurantId, range),
      ),
  });
}
