/**
 * Covers per time slot against capacity for the day: a compact bar per open slot (closed slots
 * are left out), full ones marked, so the owner sees at a glance where tables are left.
 */
import { formatClock } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import type { SlotCovers as SlotCoversData } from '@tablefor/shared';
import { ConsoleSection } from './console-section';
import sectionStyles from './console-section.module.css';
import styles from './slot-covers.module.css';
import '@/i18n/bundles/owner-console-texts';

/** Undefined while the day loads. */
export function SlotCovers({ slots }: { slots: SlotCoversData[] | undefined }) {
  const { t, i18n } = useTranslation();
  const open = (slots ?? []).filter((slot) => slot.open);
  return (
    <ConsoleSection title={t('ownerConsole.slots.heading')} intro={t('ownerConsole.slots.intro')}>
      {slots === undefined ? null : open.length === 0 ? (
        <p className={sectionStyles.state}>{t('ownerConsole.slots.closedDay')}</p>
      ) : (
        <ul className={styles.list}>
          {open.map((slot) => {
            const share = slot.capacity > 0 ? Math.min(1, slot.covers / slot.capacity) : 1;
            const full = slot.covers >= slot.capacity;
            return (
              <li key={slot.time} className={styles.slot}>
                <span className={styles.time}>{formatClock(slot.time, i18n.language)}</span>
                <span className={styles.track} aria-hidden="true">
                  <span
                    className={`${styles.bar} ${full ? styles.full : ''}`}
                    style={{ width: `${share * 100}%` }}
                  />
                </span>
                <span className={styles.figures}>
                  <span aria-hidden="true">
                    {slot.covers}/{slot.capacity}
                  </span>
                  <span className="visually-hidden">
                    {t('ownerConsole.slots.covers', {
                      covers: slot.covers,
                      capacity: slot.capacity,
                    })}
                  </span>
                  {full && <span className={styles.fullTag}>{t('ownerConsole.slots.full')}</span>}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </ConsoleSection>
  );
}
