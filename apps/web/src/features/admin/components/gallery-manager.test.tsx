import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { MAX_IMAGE_BYTES } from '@tablefor/shared';
import { saveToken } from '@/lib/token-storage';
import { answer } from '@/test/msw';
import { renderWithProviders } from '@/test/render';
import { testRestaurant } from '@/test/test-restaurant';
import { adminUser } from '../test/admin-fixtures';
import { GalleryManager } from './gallery-manager';

/** Stands in for XMLHttpRequest: records the request and answers when the test says so. */
class FakeXhr {
  static sent: FakeXhr[] = [];
  upload: { onprogress: ((event: Partial<ProgressEvent>) => void) | null } = { onprogress: null };
  status = 0;
  responseText = '';
  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: unknown;
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: unknown) {
    this.body = body;
    FakeXhr.sent.push(this);
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const gallery = Array.from(
  { length: 3 },
  (_, i) => `/uploads/restaurants/12/${'a'.repeat(23)}${i}-800.webp`,
);

function renderGallery(images = gallery) {
  return renderWithProviders(
    <GalleryManager
      restaurant={testRestaurant({ image_gallery: images, preview_img: images[0] ?? '' })}
    />,
    { user: adminUser },
  );
}

function pick(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]');
  if (!input) throw new Error('no file input');
  fireEvent.change(input, { target: { files: [file] } });
}

const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'dish.png', { type: 'image/png' });

beforeEach(() => {
  FakeXhr.sent = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  saveToken('admin-token', new Date(Date.now() + 3_600_000).toISOString());
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('gallery upload checks', () => {
  it("refuses a file that is not an image: 'Please select an image file'", () => {
    renderGallery();
    pick(new File(['menu'], 'menu.pdf', { type: 'application/pdf' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select an image file');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("refuses an image over 5,242,880 bytes: 'Image size should be less than 5MB'", () => {
    renderGallery();
    const big = png();
    Object.defineProperty(big, 'size', { value: MAX_IMAGE_BYTES + 1 });
    pick(big);
    expect(screen.getByRole('alert')).toHaveTextContent('Image size should be less than 5MB');
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it("refuses an eleventh picture: 'Maximum 10 images allowed in gallery'", () => {
    renderGallery(Array.from({ length: 10 }, (_, i) => `/images/restaurants/${i + 1}.svg`));
    expect(screen.getByText('10 of 10 photos')).toBeInTheDocument();
    pick(png());
    expect(screen.getByRole('alert')).toHaveTextContent('Maximum 10 images allowed in gallery');
    expect(FakeXhr.sent).toHaveLength(0);
  });
});

describe('gallery actions', () => {
  it("uploads with the bearer token, showing 'Uploading...' and the real progress", async () => {
    renderGallery();
    pick(png());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    const request = FakeXhr.sent[0]!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/restaurants/12/images');
    expect(request.headers.Authorization).toBe('Bearer admin-token');
    expect((request.body as FormData).get('image')).toBeInstanceOf(File);

    expect(screen.getByText('Uploading...')).toBeInTheDocument();
    act(() => request.progress(50, 100));
    expect(screen.getByRole('progressbar', { name: 'Uploading...' })).toHaveAttribute(
      'value',
      '50',
    );
    expect(screen.getByText('50%')).toBeInTheDocument();

    act(() => request.respond(201, { imageUrl: '/uploads/new-800.webp' }));
    expect(await screen.findByText('Image uploaded')).toBeInTheDocument();
    expect(screen.queryByText('Uploading...')).not.toBeInTheDocument();
  });

  it("shows 'Failed to upload image' with the API's reason", async () => {
    renderGallery();
    pick(png());
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    act(() =>
      FakeXhr.sent[0]!.respond(400, {
        errors: ['image: Please select an image file'],
        details: [{ field: 'image', code: 'gallery.notAnImage' }],
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to upload image');
    expect(alert).toHaveTextContent('Please select an image file');
  });

  it('sets a preview with PUT {preview_img} and says so for 3 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const sent = answer(
      'put',
      '/api/restaurants/12',
      testRestaurant({ image_gallery: gallery, preview_img: gallery[1] }),
    );
    renderGallery();
    // The first picture is the preview: marked, and without 'Set as preview'.
    expect(screen.getByText('Preview')).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Set as preview: photo 1' }),
    ).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Set as preview: photo 2' }));
    expect(await screen.findByText('Preview image updated successfully')).toBeInTheDocument();
    expect(sent).toContainEqual({
      method: 'PUT',
      path: '/api/restaurants/12',
      body: { preview_img: gallery[1] },
    });
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(screen.queryByText('Preview image updated successfully')).not.toBeInTheDocument();
  });

  it("shows 'Failed to set preview image' when the change fails", async () => {
    answer('put', '/api/restaurants/12', { errors: ['db: down'] }, { status: 500 });
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Set as preview: photo 3' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to set preview image');
  });

  it('removes a picture with DELETE {imageUrl}', async () => {
    const sent = answer('delete', '/api/restaurants/12/images', {
      image_gallery: [gallery[0], gallery[2]],
      preview_img: gallery[0],
    });
    renderGallery();
    fireEvent.click(screen.getByRole('button', { name: 'Remove photo 2' }));
    expect(await screen.findByText('Image removed')).toBeInTheDocument();
    expect(sent).toContainEqual({
      method: 'DELETE',
      path: '/api/restaurants/12/images',
      body: { imageUrl: gallery[1] },
    });
  });
});
