/** How the host stand names a reservation: its guest (or 'Walk-in') and, for buttons, everything. */
import { formatClock, type TimelineReservation } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import '@/i18n/bundles/host-stand-texts';
import '@/i18n/bundles/owner-console-texts';

export function useReservationLabel() {
  const { t, i18n } = useTranslation();
  const guest = (r: TimelineReservation) => r.guest_name || t('hostStand.grid.walkIn');
  return {
    guest,
    time: (r: TimelineReservation) => formatClock(r.local_time, i18n.language),
    /** 'Table 12, 7:30 PM, Emma Wilson, 4 guests, Seated'. */
    name: (r: TimelineReservation) =>
      t('hostStand.grid.block', {
        tables: r.table_labels.join(' + ') || '—',
        time: formatClock(r.local_time, i18n.language),
        name: guest(r),
        party: t('ownerConsole.partySize', { count: r.party_size }),
        status: t(`ownerConsole.status.${r.status}`),
      }),
  };
}
