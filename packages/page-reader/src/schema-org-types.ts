/** The schema.org types a restaurant is published as: FoodEstablishment and its kin. */
import { listOf, type SchemaNode } from './schema-org-values.ts';

const RESTAURANT_TYPES = new Set(
  [
    'Restaurant',
    'FoodEstablishment',
    'LocalBusiness',
    'CafeOrCoffeeShop',
    'BarOrPub',
    'Bakery',
    'Brewery',
    'Winery',
    'Distillery',
    'FastFoodRestaurant',
    'IceCreamShop',
  ].map((type) => type.toLowerCase()),
);

/** 'Restaurant' from 'Restaurant', 'schema:Restaurant' or 'https://schema.org/Restaurant'. */
const typeName = (type: string) => (type.split(/[/#:]/).pop() ?? '').trim().toLowerCase();

export const isRestaurantType = (type: string) => RESTAURANT_TYPES.has(typeName(type));

/** A node whose @type (one or a list) names a restaurant-like type. */
export function isRestaurantNode(node: SchemaNode): boolean {
  return listOf(node['@type']).some((type) => typeof type === 'string' && isRestaurantType(type));
}
