/**
 * POST /api/restaurants/{id}/images (multipart field `image`) through XMLHttpRequest, the one
 * browser API that reports upload progress, with the same bearer token as the JSON client.
 */
import { GALLERY_UPLOAD_FIELD } from '@tablefor/shared';
import { z } from 'zod';
import { ApiError, refreshAccessToken } from '@/lib/api-client';
import { apiErrorFromBody } from '@/lib/api-error';
import { isTokenExpired, readToken } from '@/lib/token-storage';

const galleryImageAddedSchema = z.object({
  imageUrl: z.string(),
  image_gallery: z.array(z.string()).optional(),
});
export type GalleryImageAdded = z.infer<typeof galleryImageAddedSchema>;

/** Called with the share sent so far, from 0 to 1. */
export type UploadProgress = (fraction: number) => void;

async function bearerToken(): Promise<string | null> {
  const stored = readToken();
  if (!stored) return null;
  return isTokenExpired(stored) ? refreshAccessToken() : stored.token;
}

function parseBody(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return text;
  }
}

export async function uploadGalleryImage(
  restaurantId: number,
  file: File,
  onProgress: UploadProgress,
  signal?: AbortSignal,
): Promise<GalleryImageAdded> {
  const token = await bearerToken();
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `/api/restaurants/${restaurantId}/images`);
    request.setRequestHeader('Accept', 'application/json');
    if (token) request.setRequestHeader('Authorization', `Bearer ${token}`);
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    request.onload = () => {
      const body = parseBody(request.responseText);
      if (request.status < 200 || request.status >= 300) {
        reject(apiErrorFromBody(request.status, body));
        return;
      }
      const parsed = galleryImageAddedSchema.safeParse(body);
      if (parsed.success) resolve(parsed.data);
      else reject(new ApiError(request.status, 'Unexpected response from the server'));
    };
    request.onerror = () => reject(new Error('The upload could not reach the server'));
    request.onabort = () => reject(new DOMException('The upload was cancelled', 'AbortError'));
    signal?.addEventListener('abort', () => request.abort(), { once: true });

    const form = new FormData();
    form.append(GALLERY_UPLOAD_FIELD, file);
    request.send(form);
  });
}
