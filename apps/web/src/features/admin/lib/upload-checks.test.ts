import { describe, expect, it } from 'vitest';
import { MAX_GALLERY_IMAGES, MAX_IMAGE_BYTES } from '@tablefor/shared';
import { uploadProblem } from './upload-checks';

const png = (size = 1000) => ({ type: 'image/png', size });

describe('upload checks', () => {
  it('lets an image of at most 5 MB into a gallery with room', () => {
    expect(uploadProblem(png(MAX_IMAGE_BYTES), MAX_GALLERY_IMAGES - 1)).toBeNull();
  });

  it('refuses what is not an image', () => {
    expect(uploadProblem({ type: 'application/pdf', size: 10 }, 0)).toBe('gallery.notAnImage');
    expect(uploadProblem({ type: '', size: 10 }, 0)).toBe('gallery.notAnImage');
  });

  it('refuses an image one byte over 5,242,880', () => {
    expect(uploadProblem(png(MAX_IMAGE_BYTES + 1), 0)).toBe('gallery.tooLarge');
  });

  it('refuses a tenth-plus-one picture', () => {
    expect(uploadProblem(png(), MAX_GALLERY_IMAGES)).toBe('gallery.galleryFull');
  });
});
