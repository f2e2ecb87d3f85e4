/**
 * A guest opening the private link of an e-mail (/reservations/{id}?code=…): the code is kept
 * in this browser like the one answered at booking, before the reservation is fetched, and
 * leaves the address bar so it is not shared by a copied URL or left in the history.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { rememberReservationCode } from '@/lib/reservation-codes';

const CODE_PARAM = 'code';

export function useLinkCode(reservationId: number | null): void {
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get(CODE_PARAM);
  // A state initializer runs once, during the first render: before the reservation's query.
  useState(() => {
    if (reservationId !== null && code) rememberReservationCode(reservationId, code);
  });
  useEffect(() => {
    if (!code) return;
    setSearchParams(
      (params) => {
        params.delete(CODE_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [code, setSearchParams]);
}
