/**
 * GET /api/images/stock: the product's own restaurant pictures, one of each scene, for an owner
 * without an image address of their own. They change only with a release, so one load a visit.
 */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { stockPictureListSchema, type StockPicture } from '@tablefor/shared';
import { api } from '@/lib/api-client';

export async function getStockPictures(signal?: AbortSignal): Promise<StockPicture[]> {
  const { pictures } = await api.get('/api/images/stock', {
    schema: stockPictureListSchema,
    auth: false,
    signal,
  });
  return pictures;
}

export const getStockPicturesQueryOptions = () =>
  queryOptions({
    queryKey: ['images', 'stock'],
    queryFn: ({ signal }) => getStockPictures(signal),
    staleTime: Infinity,
  });

export function useStockPictures() {
  return useQuery(getStockPicturesQueryOptions());
}
