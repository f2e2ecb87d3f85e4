/** Test data: a full restaurant detail and its reviews, overridable. */
import type { RestaurantDetail, Review } from '@tablefor/shared';

export function testReview(overrides: Partial<Review> = {}): Review {
  const id = overrides.id ?? 1;
  return {
    id,
    user_id: 100 + id,
    restaurant_id: 12,
    review: `Lovely dinner number ${id}.`,
    rating: 4,
    created_at: '2025-03-04T19:00:00.000Z',
    updated_at: '2025-03-04T19:00:00.000Z',
    verified_diner: false,
    user: { first_name: 'Ana', last_name: 'Diaz' },
    ...overrides,
  };
}

export function testRestaurant(overrides: Partial<RestaurantDetail> = {}): RestaurantDetail {
  return {
    id: 12,
    name: 'Bestia',
    preview_img: '/images/restaurants/12.svg',
    image_gallery: ['/images/restaurants/1.svg', '/images/restaurants/2.svg'],
    cuisines: 'Italian, Pizza',
    cost: 3,
    neighborhood: 'Arts District',
    description: 'Rustic Italian cooking in a former warehouse.',
    cross_street: 'Santa Fe Ave & E 7th St',
    operation_hours: 'Mon-Sun 5:00 pm-11:00 pm',
    opening_hours: Object.fromEntries(
      ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'].map((day) => [
        day,
        [{ open: '17:00', close: '23:00' }],
      ]),
    ),
    time_zone: 'America/Los_Angeles',
    largest_party: 8,
    dining_style: 'Casual Elegant',
    dress_code: 'Smart Casual',
    parking_details: 'Valet parking',
    payment_options: 'AMEX, Visa',
    executive_chef: 'Ori Menashe',
    accessibility: {
      step_free_entrance: true,
      accessible_restroom: false,
      accessible_seating: true,
      hearing_loop: false,
      note: 'Ramp at the Santa Fe Ave door.',
    },
    website: 'https://www.bestia.example',
    phone: '(213) 555-0101',
    address: '2121 E 7th Pl, Los Angeles, CA 90021',
    location: 'Los Angeles, CA',
    latitude: 34.03,
    longitude: -118.23,
    total_num_reservations: 240,
    average_rating: 4.5,
    review_count: 2,
    reviews: [testReview({ id: 1 }), testReview({ id: 2 })],
    ...overrides,
  };
}
