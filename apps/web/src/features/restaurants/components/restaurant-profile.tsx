/** The loaded profile, laid out for the window: mobile, tablet or desktop tab sets and sections. */
import { takesBookings, type RestaurantDetail } from '@tablefor/shared';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useInitialScroll } from '../hooks/use-initial-scroll';
import { useProfileLayout } from '../hooks/use-profile-layout';
import { useStickyTop } from '../hooks/use-sticky-top';
import { isPublished } from '../listing-review-state';
import { TAB_SETS, type SectionId } from '../profile-sections';
import { BookingCard, BookSection } from './booking-card';
import { ClaimListingPrompt } from './claim-listing-prompt';
import { ExperiencesSection, MenuSection } from './coming-soon-sections';
import { ListingNotice } from './listing-notice';
import { NotifyFromSearch } from './notify-from-search';
import { OverviewSection } from './overview-section';
import { PhotosSection } from './photos-section';
import { PopularDishesSection } from './popular-dishes-section';
import { ProfileTabs } from './profile-tabs';
import { RestaurantHead } from './restaurant-head';
import { RestaurantBanner, RestaurantHeader } from './restaurant-hero';
import { ReviewsSection } from './reviews-section';
import { StickyBookBar } from './sticky-book-bar';
import styles from './restaurant-profile.module.css';

function renderSection(id: SectionId, restaurant: RestaurantDetail): ReactNode {
  switch (id) {
    case 'overview':
      return <OverviewSection key={id} restaurant={restaurant} />;
    case 'book':
      return <BookSection key={id} restaurant={restaurant} />;
    case 'experiences':
      return <ExperiencesSection key={id} />;
    case 'popular-dishes':
      return <PopularDishesSection key={id} restaurant={restaurant} />;
    case 'photos':
      return <PhotosSection key={id} restaurant={restaurant} />;
    case 'menu':
      return <MenuSection key={id} restaurant={restaurant} />;
    case 'reviews':
      return <ReviewsSection key={id} restaurant={restaurant} />;
  }
}

export function RestaurantProfile({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation();
  const layout = useProfileLayout();
  const page = useRef<HTMLDivElement>(null);
  useStickyTop(page);
  useInitialScroll(layout);
  const mobile = layout === 'mobile';
  const desktop = layout === 'desktop';

  return (
    <div ref={page} className={`${styles.page} ${mobile ? styles.withBookBar : ''}`}>
      <RestaurantHead restaurant={restaurant} />
      <ListingNotice restaurant={restaurant} />
      <NotifyFromSearch restaurant={restaurant} />
      <RestaurantBanner restaurant={restaurant} />
      <div className={`${styles.layout} ${desktop ? styles.twoColumns : ''}`}>
        <div className={styles.main}>
          <RestaurantHeader restaurant={restaurant} />
          {layout === 'tablet' && (
            <div className={styles.tabletBooking}>
              <BookingCard restaurant={restaurant} wide />
            </div>
          )}
          <ProfileTabs
            layout={layout}
            photoCount={restaurant.image_gallery.length}
            reviewCount={Math.max(restaurant.review_count, restaurant.reviews.length)}
          />
          {TAB_SETS[layout].map((id) => renderSection(id, restaurant))}
          {isPublished(restaurant) && <ClaimListingPrompt restaurantId={restaurant.id} />}
        </div>
        {desktop && (
          <aside className={styles.aside} aria-label={t('restaurant.booking.title')}>
            <BookingCard restaurant={restaurant} />
          </aside>
        )}
      </div>
      {mobile && isPublished(restaurant) && takesBookings(restaurant.opening_hours) && (
        <StickyBookBar />
      )}
    </div>
  );
}
