/** The named page pictures: three landing heroes (1600×900) and the fallback table (800×600). */
import { diningRoom, ROOM_PALETTES, type RoomPalette } from './dining-room.ts';
import { cityTerrace, fallbackTable, tableSpread } from './landing-scenes.ts';
import type { Canvas } from './svg-canvas.ts';

export type PagePicture = {
  name: 'landing-1' | 'landing-2' | 'landing-3' | 'fallback';
  width: number;
  height: number;
  seed: number;
  alt: string;
  paint: (canvas: Canvas) => string[];
};

const EVENING_ROOM: RoomPalette = ROOM_PALETTES[0] ?? {
  wall: '#5a3422',
  floor: '#2a1a12',
  sky: '#2b3a67',
  glow: '#ffcf7a',
  cloth: '#f4ede0',
};

export const PAGE_PICTURES: readonly PagePicture[] = [
  {
    name: 'landing-1',
    width: 1600,
    height: 900,
    seed: 101,
    alt: 'A warm dining room in the evening',
    paint: (canvas) => diningRoom(canvas, EVENING_ROOM),
  },
  {
    name: 'landing-2',
    width: 1600,
    height: 900,
    seed: 202,
    alt: 'A table set with pizza, pasta and salad',
    paint: tableSpread,
  },
  {
    name: 'landing-3',
    width: 1600,
    height: 900,
    seed: 303,
    alt: 'A city terrace at dusk with string lights',
    paint: cityTerrace,
  },
  {
    name: 'fallback',
    width: 800,
    height: 600,
    seed: 404,
    alt: 'A table setting',
    paint: fallbackTable,
  },
];
