/** Picks exactly the fields of a restaurant that leave the server (never search_text or owner_id). */
import { parseGallery, type Restaurant } from '@tablefor/shared';
import type { restaurants } from '../../db/schema/index.ts';

export type RestaurantRow = typeof restaurants.$inferSelect;

export function presentRestaurant(row: RestaurantRow): Restaurant {
  return {
    id: row.id,
    name: row.name,
    preview_img: row.preview_img,
    image_gallery: parseGallery(row.image_gallery),
    cuisines: row.cuisines,
    cost: row.cost,
    neighborhood: row.neighborhood,
    description: row.description,
    cross_street: row.cross_street,
    operation_hours: row.operation_hours,
    opening_hours: row.opening_hours,
    time_zone: row.time_zone,
    largest_party: row.largest_party,
    dining_style: row.dining_style,
    dress_code: row.dress_code,
    parking_details: row.parking_details,
    payment_options: row.payment_options,
    executive_chef: row.executive_chef,
    accessibility: row.accessibility,
    website: row.website,
    phone: row.phone,
    address: row.address,
    location: row.location,
    latitude: row.latitude,
    longitude: row.longitude,
    total_num_reservations: row.total_num_reservations,
    average_rating: row.average_rating,
    review_count: row.review_count,
  };
}
