/** 'Get current location' for the restaurant list: detects again and says when it fell back. */
import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { UserLocation } from '@tablefor/shared';
import { Button } from '@/components/button/button';
import { LocateIcon } from '@/components/icons/icons';
import { useUserLocation } from '../location-context';
import { useLocationNotice } from './use-location-notice';
import styles from './get-current-location-button.module.css';

type Props = {
  className?: string;
  /** Called with the new location once detection finishes. */
  onLocated?: (location: UserLocation) => void;
};

export function GetCurrentLocationButton({ className, onLocated }: Props) {
  const { t } = useTranslation();
  const state = useUserLocation();
  const [asked, setAsked] = useState(false);
  const notice = useLocationNotice(state);

  const locate = async () => {
    setAsked(true);
    onLocated?.(await state.requestLocation());
  };

  return (
    <div className={[styles.wrapper, className].filter(Boolean).join(' ')}>
      <Button variant="secondary" size="sm" onClick={() => void locate()} loading={state.loading}>
        {!state.loading && <LocateIcon size={18} />}
        {state.loading ? t('location.locating') : t('location.getCurrent')}
      </Button>
      <p className={styles.notice} role="status">
        {asked && !state.loading ? notice : null}
      </p>
    </div>
  );
}
