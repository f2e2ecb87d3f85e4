/**
 * A restaurant page's head and structured data: title, description, canonical address, link
 * preview picture, and its schema.org Restaurant JSON-LD (see restaurant-structured-data.ts).
 */
import { useTranslation } from '@/i18n/use-translation';
import type { RestaurantDetail } from '@tablefor/shared';
import { PageMeta } from '@/components/page-meta/page-meta';
import { siteUrl } from '@/server/site-origin';
import { jsonLdText, restaurantStructuredData } from '../lib/restaurant-structured-data';

type RestaurantHeadProps = {
  restaurant: RestaurantDetail;
  /** The page's own title when it is not the restaurant's name (its reviews page). */
  title?: string;
  path?: string;
};

export function RestaurantHead({ restaurant, title, path }: RestaurantHeadProps) {
  const { t, i18n } = useTranslation();
  const description =
    restaurant.description ||
    t('meta.restaurant', {
      name: restaurant.name,
      cuisine: restaurant.cuisines,
      neighborhood: restaurant.neighborhood,
    });
  const data = restaurantStructuredData(restaurant, siteUrl, i18n.language);
  return (
    <>
      <PageMeta
        title={title ?? restaurant.name}
        description={description}
        path={path ?? `/restaurants/${restaurant.id}`}
        image={restaurant.preview_img}
        type="restaurant"
      />
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />
    </>
  );
}
