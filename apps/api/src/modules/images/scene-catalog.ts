/**
 * Which scene each stock restaurant picture shows, from the committed manifest: the seed matches
 * them to cuisines, and a new listing is offered one picture of each scene.
 */
import type { StockPicture } from '@tablefor/shared';
import { readPictureManifest } from './picture-manifest.ts';

const RESTAURANT_FILE = /^restaurants\/(\d+)\.svg$/;

/** Scene kind of restaurant picture n, at index n - 1. */
function restaurantKinds(): string[] {
  const kinds: string[] = [];
  for (const [file, entry] of Object.entries(readPictureManifest())) {
    const match = RESTAURANT_FILE.exec(file);
    if (match) kinds[Number(match[1]) - 1] = entry.kind;
  }
  if (kinds.length === 0 || kinds.some((kind) => kind === undefined) || kinds.includes('')) {
    throw new Error('static/images/manifest.json must list restaurants/1.svg … restaurants/N.svg');
  }
  return kinds;
}

const RESTAURANT_KINDS: readonly string[] = restaurantKinds();

export const RESTAURANT_IMAGE_COUNT = RESTAURANT_KINDS.length;

export const restaurantImagePath = (n: number) => `/images/restaurants/${n}.svg`;

/** Image numbers by kind, for picking a picture that fits a cuisine. */
export function imageNumbersOfKind(kind: string): number[] {
  const numbers: number[] = [];
  RESTAURANT_KINDS.forEach((sceneKind, index) => {
    if (sceneKind === kind) numbers.push(index + 1);
  });
  return numbers;
}

/** The first picture of each scene, in the manifest's order of scenes. */
function firstOfEachKind(): StockPicture[] {
  const pictures = new Map<string, StockPicture>();
  RESTAURANT_KINDS.forEach((kind, index) => {
    if (!pictures.has(kind)) pictures.set(kind, { src: restaurantImagePath(index + 1), kind });
  });
  return [...pictures.values()];
}

export const STOCK_PICTURES: readonly StockPicture[] = firstOfEachKind();
