/**
 * The restaurant as schema.org Restaurant JSON-LD, for search engines: address, position,
 * cuisine, price range, weekly hours, the rating from our own reviews, and the ReserveAction of
 * its booking page. Only what the listing states is said.
 */
import {
  ACCESSIBILITY_FEATURES,
  rasterImageUrl,
  takesBookings,
  type RestaurantDetail,
} from '@tablefor/shared';

const SCHEMA_DAYS = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
} as const;

/** '123 Sunset Blvd, Los Angeles, CA 90026' into its parts; any other shape stays one line. */
function postalAddress(address: string) {
  const parts = /^(.+?),\s*([^,]+),\s*([A-Z]{2})\s+(\d{5})$/.exec(address.trim());
  if (!parts) return { '@type': 'PostalAddress', streetAddress: address };
  const [, streetAddress, addressLocality, addressRegion, postalCode] = parts;
  return {
    '@type': 'PostalAddress',
    streetAddress,
    addressLocality,
    addressRegion,
    postalCode,
    addressCountry: 'US',
  };
}

function openingHours(hours: RestaurantDetail['opening_hours']) {
  return Object.entries(SCHEMA_DAYS).flatMap(([day, dayOfWeek]) =>
    (hours[day as keyof typeof SCHEMA_DAYS] ?? []).map(({ open, close }) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek,
      opens: open,
      closes: close,
    })),
  );
}

/** The accessibility features the listing has, as the crawl reads them from other sites. */
function amenityFeatures(accessibility: RestaurantDetail['accessibility']) {
  return ACCESSIBILITY_FEATURES.filter(({ key }) => accessibility[key]).map(({ schemaName }) => ({
    '@type': 'LocationFeatureSpecification',
    name: schemaName,
    value: true,
  }));
}

/** `url(path)` makes a site path absolute. */
export function restaurantStructuredData(
  restaurant: RestaurantDetail,
  url: (path: string) => string,
  language: string,
) {
  const page = url(`/restaurants/${restaurant.id}`);
  // Search engines do not index SVG: a stock picture is named by its widest WebP copy.
  const image = [restaurant.preview_img, ...restaurant.image_gallery]
    .filter(Boolean)
    .map(rasterImageUrl)
    .map((src) => (/^https?:\/\//.test(src) ? src : url(src)));
  const cuisines = restaurant.cuisines
    .split(',')
    .map((cuisine) => cuisine.trim())
    .filter(Boolean);
  const amenityFeature = amenityFeatures(restaurant.accessibility);
  return {
    '@context': 'https://schema.org',
    '@type': 'Restaurant',
    '@id': page,
    name: restaurant.name,
    url: page,
    ...(restaurant.description && { description: restaurant.description }),
    ...(image.length > 0 && { image }),
    ...(restaurant.phone && { telephone: restaurant.phone }),
    address: postalAddress(restaurant.address),
    ...(restaurant.latitude !== null &&
      restaurant.longitude !== null && {
        geo: {
          '@type': 'GeoCoordinates',
          latitude: restaurant.latitude,
          longitude: restaurant.longitude,
        },
      }),
    ...(cuisines.length > 0 && { servesCuisine: cuisines }),
    priceRange: '$'.repeat(restaurant.cost),
    openingHoursSpecification: openingHours(restaurant.opening_hours),
    ...(amenityFeature.length > 0 && { amenityFeature }),
    ...(restaurant.review_count > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Number(restaurant.average_rating.toFixed(1)),
        reviewCount: restaurant.review_count,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    acceptsReservations: takesBookings(restaurant.opening_hours),
    potentialAction: {
      '@type': 'ReserveAction',
      target: {
        '@type': 'EntryPoint',
        urlTemplate: url(`/restaurants/${restaurant.id}/reservations`),
        inLanguage: language,
        actionPlatform: [
          'http://schema.org/DesktopWebPlatform',
          'http://schema.org/MobileWebPlatform',
        ],
      },
      result: { '@type': 'FoodEstablishmentReservation', name: restaurant.name },
    },
  };
}

/** JSON for a <script> element: nothing in it can close the element. */
export const jsonLdText = (data: object) => JSON.stringify(data).replace(/</g, '\\u003c');
