/** How each kind of restaurant picture is painted: surface, tableware and the dish, per variant. */
import { curry, ramen, steamedRice } from './dishes-bowls.ts';
import { grainBowl } from './dishes-grain-bowl.ts';
import { burger, fries, pizza } from './dishes-handheld.ts';
import { tacos } from './dishes-tacos.ts';
import { dessert, oysters } from './dishes-dessert-seafood.ts';
import { pasta, salad, steak } from './dishes-plated.ts';
import { dumplingSteamer, sushiBoard } from './dishes-shared.ts';
import { koreanGrill } from './dishes-korean-grill.ts';
import type { SceneKind } from './scene-catalog.ts';
import { diningRoom, ROOM_PALETTES } from './dining-room.ts';
import { cocktailScene, wineScene } from './drink-scenes.ts';
import type { Canvas } from './svg-canvas.ts';
import { board, bowl, bowlDepth, glass, plate, smallDish } from './tableware.ts';
import { chopsticks, fork, knife, napkin } from './cutlery.ts';
import { surface, type Surface } from './table-surfaces.ts';

/** The variant-th item, cycling. */
function pick<T>(items: readonly T[], variant: number): T {
  const item = items[variant % items.length];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

export type Look = { surface: Surface; napkin: string; plate: string; drink: string };

export const LOOKS: Look[] = [
  { surface: 'wood', napkin: '#e8d9c0', plate: '#f7f4ee', drink: '#7a1626' },
  { surface: 'marble', napkin: '#9db7a5', plate: '#f4efe6', drink: '#e9c46a' },
  { surface: 'darkWood', napkin: '#c8553d', plate: '#efe9df', drink: '#8c1c2c' },
  { surface: 'slate', napkin: '#d9c6a5', plate: '#e9e4da', drink: '#f0d9a0' },
  { surface: 'linen', napkin: '#6f8fa8', plate: '#fbfaf6', drink: '#b5243a' },
  { surface: 'terracotta', napkin: '#f1e4c8', plate: '#f6f1e7', drink: '#f4a259' },
];

/** A plated dish with napkin, cutlery and a drink around it. */
function platedScene(
  canvas: Canvas,
  look: Look,
  dish: (cx: number, cy: number, r: number) => string,
  bowlGlaze?: string,
): string[] {
  const { random } = canvas;
  const cx = 420 + random.int(-30, 30);
  const cy = 310 + random.int(-20, 20);
  const r = 215;
  const served = bowlGlaze
    ? [
        bowl(canvas, cx, cy, r, bowlGlaze),
        dish(cx, cy, r * 0.84),
        bowlDepth(canvas, cx, cy, r),
      ].join('')
    : [plate(canvas, cx, cy, r, look.plate), dish(cx, cy, r)].join('');
  return [
    ...surface(canvas, look.surface),
    napkin(canvas, 95, 330, -8 + random.int(-4, 4), look.napkin),
    fork(canvas, 95, 330, -8),
    knife(canvas, cx + r + 45, cy + 40, 4),
    glass(canvas, 720, 95, 62, look.drink),
    served,
  ];
}

type Painter = (canvas: Canvas, look: Look, variant: number) => string[];

export const PAINTERS: Record<SceneKind, Painter> = {
  pasta: (canvas, look, variant) =>
    platedScene(canvas, look, (cx, cy, r) =>
      pasta(canvas, cx, cy, r, (['tomato', 'pesto', 'cream'] as const)[variant % 3] ?? 'tomato'),
    ),
  salad: (canvas, look, variant) =>
    platedScene(
      canvas,
      look,
      (cx, cy, r) =>
        salad(canvas, cx, cy, r, ['#d8392b', '#f0a531', '#b3273b'][variant % 3] ?? '#d8392b'),
      ['#f3efe6', '#2f5d62', '#d9a441'][variant % 3],
    ),
  steak: (canvas, look) => platedScene(canvas, look, (cx, cy, r) => steak(canvas, cx, cy, r)),
  dessert: (canvas, look, variant) =>
    platedScene(canvas, look, (cx, cy, r) =>
      dessert(canvas, cx, cy, r, ['#3b4fa8', '#6b2d6b', '#2d3f8c'][variant % 3] ?? '#3b4fa8'),
    ),
  seafood: (canvas, look) =>
    platedScene(canvas, look, (cx, cy, r) => oysters(canvas, cx, cy, r * 0.95)),
  pizza: (canvas, look, variant) => [
    ...surface(canvas, look.surface),
    glass(canvas, 90, 90, 60, look.drink),
    board(canvas, 170, 40, 520, 520, '#b98a55'),
    pizza(
      canvas,
      430,
      300,
      235,
      (['pepperoni', 'margherita', 'mushroom'] as const)[variant % 3] ?? 'margherita',
    ),
    smallDish(canvas, 720, 500, 55, '#f3efe6', '#7a8a2a'),
  ],
  burger: (canvas, look) => [
    ...surface(canvas, look.surface),
    plate(canvas, 300, 310, 230, look.plate),
    burger(canvas, 300, 310, 150),
    fries(canvas, 540, 150, 220, 300),
    smallDish(canvas, 650, 510, 55, '#f3efe6', '#c8321f'),
    glass(canvas, 90, 90, 60, look.drink),
  ],
  tacos: (canvas, look, variant) => [
    ...surface(canvas, look.surface),
    plate(canvas, 400, 310, 250, pick(['#f2e6cf', '#2f5d62', '#e8d2a8'], variant)),
    tacos(canvas, 400, 310, 200, pick(['#9a3b1e', '#b5651d', '#7a2e1a'], variant)),
    smallDish(canvas, 720, 90, 55, '#e8b04a', '#c8321f'),
    smallDish(canvas, 720, 510, 55, '#3f6e8c', '#6fa83a'),
  ],
  ramen: (canvas, look, variant) => [
    ...surface(canvas, look.surface),
    bowl(canvas, 400, 300, 250, pick(['#1d1d1f', '#f1ede4', '#8c2f2a'], variant)),
    ramen(canvas, 400, 300, 210, pick(['#e3a857', '#d98c4a', '#f0d6a8'], variant)),
    bowlDepth(canvas, 400, 300, 250),
    chopsticks(canvas, 700, 300, 8),
  ],
  curry: (canvas, look, variant) => [
    ...surface(canvas, look.surface),
    bowl(canvas, 330, 320, 210, pick(['#b87333', '#f1ede4', '#2f5d62'], variant)),
    curry(canvas, 330, 320, 176, pick(['#e07a2a', '#d8a23a', '#b8401f'], variant)),
    bowlDepth(canvas, 330, 320, 210),
    bowl(canvas, 650, 170, 120, '#f3efe6'),
    steamedRice(canvas, 650, 170, 100),
    glass(canvas, 660, 480, 60, '#f2e1b0'),
  ],
  bowl: (canvas, look, variant) => [
    ...surface(canvas, look.surface),
    napkin(canvas, 110, 320, -6, look.napkin),
    bowl(canvas, 430, 300, 250, pick(['#f1ede4', '#c9b89a', '#3a3a3c'], variant)),
    grainBowl(canvas, 430, 300, 210, pick(['#f47a4d', '#c89a6a', '#e8c24a'], variant)),
    bowlDepth(canvas, 430, 300, 250),
    glass(canvas, 730, 90, 55, look.drink),
  ],
  sushi: (canvas, look, variant) => [
    ...surface(canvas, variant === 1 ? 'linen' : look.surface),
    sushiBoard(canvas, 400, 270, variant),
    smallDish(canvas, 130, 500, 55, '#f3efe6', '#3a1d10'),
    chopsticks(canvas, 560, 500, 82),
  ],
  dumplings: (canvas, look) => [
    ...surface(canvas, look.surface),
    dumplingSteamer(canvas, 360, 300, 230),
    smallDish(canvas, 690, 160, 65, '#f3efe6', '#3a1d10'),
    chopsticks(canvas, 700, 420, 20),
  ],
  bbq: (canvas, look) => [
    ...surface(canvas, look.surface),
    koreanGrill(canvas, 400, 300, 220),
    smallDish(canvas, 100, 110, 70, '#f1ede4', '#c8321f'),
    smallDish(canvas, 100, 300, 70, '#f1ede4', '#8fbf4a'),
    smallDish(canvas, 100, 490, 70, '#f1ede4', '#f2c84b'),
    smallDish(canvas, 700, 120, 70, '#f1ede4', '#5a7a2a'),
    smallDish(canvas, 700, 480, 70, '#f1ede4', '#c8321f'),
  ],
  interior: (canvas, _look, variant) => diningRoom(canvas, pick(ROOM_PALETTES, variant)),
  wine: (canvas, _look, variant) =>
    wineScene(
      canvas,
      pick(ROOM_PALETTES, variant + 1),
      pick(['#7a1626', '#e9d48a', '#f2a7a0'], variant),
    ),
  cocktail: (canvas, _look, variant) =>
    cocktailScene(canvas, pick(ROOM_PALETTES, variant + 2), pick(['#f28c28', '#d7385e'], variant)),
};
