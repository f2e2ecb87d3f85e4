/** Popular dishes: a strip of the kitchen's photos under the first cuisine, or its empty text. */
import { firstCuisine, type RestaurantDetail } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { useGallery } from '../hooks/use-gallery';
import { GalleryPhotos } from './gallery-photos';
import { ProfileSection, SectionEmpty } from './profile-section';
import styles from './media-sections.module.css';

const DISH_COUNT = 3;

export function PopularDishesSection({ restaurant }: { restaurant: RestaurantDetail }) {
  const { t } = useTranslation();
  const { visible, hide } = useGallery(restaurant.image_gallery);
  // A gallery usually opens with the dining room: with photos to spare, the dishes start after it.
  const dishes = visible.slice(visible.length > DISH_COUNT ? 1 : 0).slice(0, DISH_COUNT);
  const cuisine = firstCuisine(restaurant.cuisines);
  return (
    <ProfileSection id="popular-dishes" title={t('restaurant.tabs.popularDishes')}>
      {dishes.length === 0 ? (
        <SectionEmpty title={t('restaurant.dishes.empty')} />
      ) : (
        <>
          {cuisine && <p className={styles.lead}>{t('restaurant.dishes.lead', { cuisine })}</p>}
          <GalleryPhotos
            urls={dishes}
            listClassName={styles.strip}
            itemClassName={styles.stripItem}
            altOf={(n) => t('restaurant.dishes.imageAlt', { n, name: restaurant.name })}
            onError={hide}
          />
        </>
      )}
    </ProfileSection>
  );
}
