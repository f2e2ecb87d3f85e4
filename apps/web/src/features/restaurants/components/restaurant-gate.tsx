/**
 * Loads the restaurant of the route's :restaurantId and shows the page for it; meanwhile
 * 'Loading...', and for an unknown id or a failed load the restaurant's not-found and retry states.
 */
import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { RestaurantDetail } from '@tablefor/shared';
import { isNotFoundError, isValidRestaurantId, useRestaurant } from '@/features/restaurant-detail';
import { RestaurantLoadError, RestaurantLoading, RestaurantNotFound } from './restaurant-states';

type RestaurantGateProps = { children: (restaurant: RestaurantDetail) => ReactNode };

export function RestaurantGate({ children }: RestaurantGateProps) {
  const { restaurantId } = useParams();
  const query = useRestaurant(restaurantId);

  if (!isValidRestaurantId(restaurantId) || isNotFoundError(query.error)) {
    return <RestaurantNotFound />;
  }
  if (query.isPending) return <RestaurantLoading />;
  if (query.isError) return <RestaurantLoadError onRetry={() => void query.refetch()} />;
  return children(query.data);
}
