/** In-page navigation over the profile's sections: links that scroll, the current one marked. */
import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ProfileLayout } from '../hooks/use-profile-layout';
import { useActiveSection } from '../hooks/use-active-section';
import { scrollToElement } from '../hooks/scroll-to-element';
import { TAB_SETS, type SectionId } from '../profile-sections';
import styles from './profile-tabs.module.css';

type ProfileTabsProps = { layout: ProfileLayout; photoCount: number; reviewCount: number };

export function ProfileTabs({ layout, photoCount, reviewCount }: ProfileTabsProps) {
  const { t } = useTranslation();
  const sections = TAB_SETS[layout];
  const [active, setActive] = useActiveSection(sections);
  const listRef = useRef<HTMLUListElement>(null);

  // Keeps the current tab visible when the tabs scroll sideways (narrow screens).
  useEffect(() => {
    const list = listRef.current;
    const link = list?.querySelector<HTMLElement>('[aria-current]');
    if (!list || !link || list.scrollWidth <= list.clientWidth) return;
    const left = link.offsetLeft - (list.clientWidth - link.offsetWidth) / 2;
    list.scrollTo?.({ left, behavior: 'smooth' });
  }, [active]);

  const label = (id: SectionId): string => {
    if (layout === 'tablet' && id === 'photos')
      return t('restaurant.tabs.photosCount', { n: photoCount });
    if (layout === 'tablet' && id === 'reviews') {
      return t('restaurant.tabs.reviewsCount', { n: reviewCount });
    }
    return t(`restaurant.tabs.${TAB_KEYS[id]}`);
  };

  return (
    <nav className={styles.nav} aria-label={t('restaurant.tabs.label')} data-profile-tabs="">
      <ul className={styles.list} ref={listRef}>
        {sections.map((id) => (
          <li key={id}>
            <a
              href={`#${id}`}
              className={styles.tab}
              aria-current={active === id ? 'location' : undefined}
              onClick={(event) => {
                event.preventDefault();
                setActive(id);
                scrollToElement(id, { focus: true });
              }}
            >
              {label(id)}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

const TAB_KEYS = {
  overview: 'overview',
  book: 'book',
  experiences: 'experiences',
  'popular-dishes': 'popularDishes',
  photos: 'photos',
  menu: 'menu',
  reviews: 'reviews',
} as const satisfies Record<SectionId, string>;
