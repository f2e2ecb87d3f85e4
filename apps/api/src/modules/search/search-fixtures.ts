/** The restaurants the search tests filter and sort, and a search call that checks for a 200. */
import { expect } from 'vitest';
import type { SearchResponse } from '@tablefor/shared';
import { createRestaurant } from '../../test/restaurant-factory.ts';
import type { TestApp } from '../../test/test-app.ts';

export const POINT = { latitude: 34.0522, longitude: -118.2437 };

export async function createSearchFixtures(t: TestApp): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  const fixtures = {
    bella: {
      name: 'bella Trattoria',
      cuisines: 'Italian, Seafood',
      neighborhood: 'Silver Lake',
      cost: 3,
      dining_style: 'Casual Elegant',
      latitude: 34.0869,
      longitude: -118.2702,
      average_rating: 4.5,
      review_count: 10,
      total_num_reservations: 100,
    },
    sushi: {
      name: 'Sushi Kaze',
      cuisines: 'Japanese',
      neighborhood: 'Sawtelle',
      cost: 4,
      dining_style: 'Fine Dining',
      description: 'Omakase, 100% fresh_fish.',
      latitude: 34.0376,
      longitude: -118.4431,
      average_rating: 4.5,
      review_count: 20,
      total_num_reservations: 5,
    },
    taco: {
      name: 'Taco Sol',
      cuisines: 'Mexican, Vegan',
      neighborhood: 'Boyle Heights',
      cost: 1,
      latitude: 34.0453,
      longitude: -118.2167,
      average_rating: 3,
      review_count: 5,
      total_num_reservations: 400,
    },
    casa: {
      name: 'Casa Italiana',
      cuisines: 'Mexican',
      neighborhood: 'Santa Monica',
      location: 'Santa Monica, CA',
      cost: 2,
      latitude: 34.018,
      longitude: -118.488,
      average_rating: 5,
      review_count: 1,
      total_num_reservations: 10,
    },
    nowhere: {
      name: 'Nowhere Diner',
      cuisines: 'American',
      neighborhood: 'Trousdale',
      location: 'Beverly Hills, CA',
      cost: 2,
      latitude: null,
      longitude: null,
      total_num_reservations: 50,
    },
    silverwood: {
      name: 'Silverwood Grill',
      cuisines: 'American',
      neighborhood: 'Silver Lake East',
      cost: 3,
      latitude: 34.1,
      longitude: -118.26,
      average_rating: 4.5,
      review_count: 20,
      total_num_reservations: 0,
    },
    kaze: {
      name: 'Kaze',
      cuisines: 'Japanese',
      neighborhood: 'Sawtelle',
      cost: 4,
      dining_style: 'Fine Dining',
      latitude: 34.0377,
      longitude: -118.4432,
      total_num_reservations: 1,
    },
  };
  for (const [key, fields] of Object.entries(fixtures))
    ids[key] = (await createRestaurant(t.db, fields)).id;
  return ids;
}

export async function search(t: TestApp, query: Record<string, string | number>) {
  const params = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  );
  const res = await t.app.inject({ url: `/api/restaurants/search?${params}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<SearchResponse>();
}

export const names = (body: SearchResponse) => body.restaurants.map((r) => r.name);

/** Great-circle miles from POINT with the spec's earth radius of 3959, to 2 decimals. */
export function haversine(lat: number, lng: number) {
  const rad = (d: number) => (d * Math.PI) / 180;
  const a =
    Math.sin(rad(lat - POINT.latitude) / 2) ** 2 +
    Math.cos(rad(POINT.latitude)) *
      Math.cos(rad(lat)) *
      Math.sin(rad(lng - POINT.longitude) / 2) ** 2;
  return Math.round(2 * 3959 * Math.asin(Math.sqrt(a)) * 100) / 100;
}
