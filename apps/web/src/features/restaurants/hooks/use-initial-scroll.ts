/**
 * Where the profile opens: ?review=true at the reviews, ?view=reservations or
 * ?date=&time=&partySize= at the booking form, #photos-style hashes at that section.
 */
import { useEffect, useRef } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { hasBookingParams } from '../booking-form-defaults';
import { BOOKING_FORM_ID, isSectionId } from '../profile-sections';
import type { ProfileLayout } from './use-profile-layout';
import { scrollToElement } from './scroll-to-element';

export function initialScrollTarget(
  params: URLSearchParams,
  hash: string,
  layout: ProfileLayout,
): string | null {
  if (params.get('review') === 'true') return 'reviews';
  if (params.get('view') === 'reservations' || hasBookingParams(params)) return BOOKING_FORM_ID;
  const id = decodeURIComponent(hash.replace(/^#/, ''));
  return id && isSectionId(id, layout) ? id : null;
}

/** Scrolls once, after the restaurant has rendered. */
export function useInitialScroll(layout: ProfileLayout): void {
  const [params] = useSearchParams();
  const { hash } = useLocation();
  const target = useRef(initialScrollTarget(params, hash, layout));

  useEffect(() => {
    const id = target.current;
    if (!id) return;
    const frame = requestAnimationFrame(() => {
      target.current = null;
      scrollToElement(id);
    });
    return () => cancelAnimationFrame(frame);
  }, []);
}
