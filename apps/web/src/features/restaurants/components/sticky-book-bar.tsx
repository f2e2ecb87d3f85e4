/** Mobile: the 'Book a Table' button fixed at the bottom; it steps aside over the form and footer. */
import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Button } from '@/components/button/button';
import { scrollToElement } from '../hooks/scroll-to-element';
import styles from './sticky-book-bar.module.css';

function useFormOrFooterInView(): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const visible = new Set<Element>();
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.isIntersecting) visible.add(entry.target);
        else visible.delete(entry.target);
      }
      setInView(visible.size > 0);
    });
    for (const target of [document.getElementById('book'), document.querySelector('footer')]) {
      if (target) observer.observe(target);
    }
    return () => observer.disconnect();
  }, []);
  return inView;
}

export function StickyBookBar() {
  const { t } = useTranslation();
  const hidden = useFormOrFooterInView();
  return (
    <div className={styles.bar} data-hidden={hidden || undefined} inert={hidden}>
      <Button size="lg" fullWidth onClick={() => scrollToElement('book', { focus: true })}>
        {t('restaurant.booking.bookTable')}
      </Button>
    </div>
  );
}
