/** The profile's layout by window width: mobile under 768 px, tablet under 1024 px, else desktop. */
import { useMediaQuery } from '@/hooks/use-media-query';

export type ProfileLayout = 'mobile' | 'tablet' | 'desktop';

export const MOBILE_QUERY = '(max-width: 767px)';
export const TABLET_QUERY = '(max-width: 1023px)';

export function useProfileLayout(): ProfileLayout {
  const mobile = useMediaQuery(MOBILE_QUERY);
  const tablet = useMediaQuery(TABLET_QUERY);
  if (mobile) return 'mobile';
  return tablet ? 'tablet' : 'desktop';
}
