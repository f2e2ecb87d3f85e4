/**
 * The gallery's three actions: upload a picture (with its progress), remove one (DELETE
 * /api/restaurants/{id}/images), and make one the preview (PUT `{preview_img}`). Each writes the
 * answer into the cached restaurant, then every restaurant view refetches.
 */
import { useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { getRestaurantQueryOptions } from '@/features/restaurant-detail';
import {
  patchCachedRestaurant,
  refreshRestaurantViews,
  updateRestaurant,
} from './restaurant-mutations';
import { uploadGalleryImage } from './upload-gallery-image';

const galleryImageRemovedSchema = z.object({
  image_gallery: z.array(z.string()),
  preview_img: z.string().optional(),
});
export type GalleryImageRemoved = z.infer<typeof galleryImageRemovedSchema>;

export function removeGalleryImage(
  restaurantId: number,
  imageUrl: string,
): Promise<GalleryImageRemoved> {
  return api.delete(`/api/restaurants/${restaurantId}/images`, {
    body: { imageUrl },
    schema: galleryImageRemovedSchema,
  });
}

/** The upload mutation and its progress (0-100, null when idle); leaving aborts the upload. */
export function useUploadGalleryImage(restaurantId: number) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const controller = useRef<AbortController | null>(null);
  useEffect(() => () => controller.current?.abort(), []);

  const upload = useMutation({
    mutationFn: (file: File) => {
      controller.current = new AbortController();
      setProgress(0);
      return uploadGalleryImage(
        restaurantId,
        file,
        (fraction) => setProgress(Math.round(fraction * 100)),
        controller.current.signal,
      );
    },
    onSuccess: ({ imageUrl, image_gallery }) => {
      const cached = queryClient.getQueryData(getRestaurantQueryOptions(restaurantId).queryKey);
      const gallery = image_gallery ?? [...(cached?.image_gallery ?? []), imageUrl];
      patchCachedRestaurant(queryClient, restaurantId, { image_gallery: gallery });
      void refreshRestaurantViews(queryClient);
    },
    onSettled: () => setProgress(null),
  });
  return { ...upload, progress };
}

export function useRemoveGalleryImage(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageUrl: string) => removeGalleryImage(restaurantId, imageUrl),
    onSuccess: (answer) => {
      patchCachedRestaurant(queryClient, restaurantId, {
        image_gallery: answer.image_gallery,
        ...(answer.preview_img === undefined ? {} : { preview_img: answer.preview_img }),
      });
      void refreshRestaurantViews(queryClient);
    },
  });
}

export function useSetPreviewImage(restaurantId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (imageUrl: string) => updateRestaurant(restaurantId, { preview_img: imageUrl }),
    onSuccess: (restaurant) => {
      patchCachedRestaurant(queryClient, restaurantId, restaurant);
      void refreshRestaurantViews(queryClient);
    },
  });
}
