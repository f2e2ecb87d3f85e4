/**
 * Dishes: a strip of the gallery's pictures of the kitchen, or its empty text. The words say what
 * the pictures are: the product's stock artwork is called artwork, not diners' photos (diners
 * cannot share photos yet), and a restaurant's own uploads are its gallery's photos.
 */
import { firstCuisine, stockImageSources, type RestaurantDetail } from '@tablefor/shared';
import { useTranslation } from '@/i18n/use-translation';
import { cuisineLabel } from '@/lib/listing-terms';
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
  const cuisine = cuisineLabel(t, firstCuisine(restaurant.cuisines));
  const allArtwork = dishes.every((url) => stockImageSources(url).length > 0);
  return (
    <ProfileSection id="popular-dishes" title={t('restaurant.tabs.popularDishes')}>
      {dishes.length === 0 ? (
        <SectionEmpty title={t('restaurant.dishes.empty')} />
      ) : (
        <>
          <p className={styles.lead}>
            {t(allArtwork ? 'restaurant.dishes.stockLead' : 'restaurant.dishes.galleryLead', {
              cuisine,
            })}
          </p>
          <GalleryPhotos
            urls={dishes}
            listClassName={styles.strip}
            itemClassName={styles.stripItem}
            altOf={(n) =>
              allArtwork
                ? t('restaurant.dishes.artworkAlt', { n, cuisine, name: restaurant.name })
                : t('restaurant.dishes.imageAlt', { n, name: restaurant.name })
            }
            onError={hide}
          />
        </>
      )}
    </ProfileSection>
  );
}
