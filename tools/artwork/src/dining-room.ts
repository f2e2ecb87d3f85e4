/** A restaurant dining room seen from the side, with the palettes and lights other scenes share. */
import { circle, ellipse, fmt, path, rect, shade, type Canvas } from './svg-canvas.ts';

export type RoomPalette = { wall: string; floor: string; sky: string; glow: string; cloth: string };

export const ROOM_PALETTES: RoomPalette[] = [
  { wall: '#5a3422', floor: '#2a1a12', sky: '#2b3a67', glow: '#ffcf7a', cloth: '#f4ede0' },
  { wall: '#2f4a43', floor: '#1c1714', sky: '#3d2f5b', glow: '#ffd89a', cloth: '#efe6d6' },
  { wall: '#7a3b2e', floor: '#2b1812', sky: '#1f2f4f', glow: '#ffc36a', cloth: '#f7f0e4' },
  { wall: '#3a3550', floor: '#1a1620', sky: '#43305e', glow: '#ffd27f', cloth: '#ece4f0' },
];

/** Warm out-of-focus lights. */
export function bokeh(
  canvas: Canvas,
  count: number,
  color: string,
  top: number,
  bottom: number,
): string {
  const { random, width } = canvas;
  return Array.from({ length: count }, () =>
    circle(random.int(0, width), random.int(top, bottom), random.int(8, 34), color, {
      opacity: 0.12 + random.next() * 0.25,
      filter: canvas.blur(4),
    }),
  ).join('');
}

function pendant(
  canvas: Canvas,
  x: number,
  drop: number,
  palette: RoomPalette,
  scale: number,
): string {
  return [
    circle(
      x,
      drop + 40 * scale,
      170 * scale,
      canvas.radial([
        [0, palette.glow, 0.55],
        [1, palette.glow, 0],
      ]),
    ),
    path(`M${fmt(x)} 0V${fmt(drop)}`, 'none', { stroke: '#1a120c', 'stroke-width': 2 }),
    path(
      `M${fmt(x - 16 * scale)} ${fmt(drop)}h${fmt(32 * scale)}l${fmt(22 * scale)} ${fmt(36 * scale)}h${fmt(-76 * scale)}Z`,
      canvas.linear(
        [
          [0, '#d9a441'],
          [1, '#8a5a1c'],
        ],
        [0, 0, 1, 0],
      ),
    ),
    ellipse(x, drop + 38 * scale, 24 * scale, 8 * scale, '#fff6d8'),
  ].join('');
}

function diningTable(
  canvas: Canvas,
  x: number,
  y: number,
  w: number,
  palette: RoomPalette,
): string {
  const chair = (cx: number, flip: number) =>
    path(
      `M${fmt(cx)} ${fmt(y - w * 0.35)}v${fmt(w * 0.75)}M${fmt(cx)} ${fmt(y + w * 0.05)}h${fmt(flip * w * 0.2)}v${fmt(w * 0.35)}`,
      'none',
      { stroke: shade(palette.floor, 0.15), 'stroke-width': w * 0.045, 'stroke-linecap': 'round' },
    );
  return [
    ellipse(x, y + w * 0.42, w * 0.7, w * 0.05, '#000', { opacity: 0.4, filter: canvas.blur(6) }),
    chair(x - w * 0.62, 1),
    chair(x + w * 0.62, -1),
    rect(x - w * 0.5, y, w, w * 0.06, palette.cloth),
    path(
      `M${fmt(x - w * 0.5)} ${fmt(y + w * 0.06)}h${fmt(w)}l${fmt(w * 0.03)} ${fmt(w * 0.2)}h${fmt(-w * 1.06)}Z`,
      canvas.linear([
        [0, palette.cloth],
        [1, shade(palette.cloth, -0.25)],
      ]),
    ),
    rect(x - w * 0.03, y + w * 0.26, w * 0.06, w * 0.16, '#140d09'),
    circle(
      x,
      y - w * 0.05,
      w * 0.16,
      canvas.radial([
        [0, palette.glow, 0.7],
        [1, palette.glow, 0],
      ]),
    ),
    rect(x - 3, y - w * 0.06, 6, w * 0.06, '#fff8e6'),
    ellipse(x, y - w * 0.075, 3, 6, '#ffd36b'),
    path(
      `M${fmt(x - w * 0.3)} ${fmt(y - w * 0.12)}q${fmt(w * 0.04)} ${fmt(w * 0.09)} ${fmt(w * 0.08)} 0M${fmt(x - w * 0.26)} ${fmt(y - w * 0.06)}v${fmt(w * 0.06)}`,
      'none',
      { stroke: '#fff', 'stroke-width': 2, opacity: 0.7 },
    ),
  ].join('');
}

export function diningRoom(canvas: Canvas, palette: RoomPalette): string[] {
  const { width: w, height: h, random } = canvas;
  const s = h / 600;
  const floorY = h * 0.72;
  const windows = [0.18, 0.5, 0.82].map((fx) => {
    const x = w * fx - 70 * s;
    const lights = Array.from({ length: 8 }, () =>
      circle(x + random.int(10, 130) * s, h * 0.22 + random.int(20, 150) * s, 2.5 * s, '#ffe3a3', {
        opacity: 0.8,
      }),
    );
    return [
      path(
        `M${fmt(x)} ${fmt(h * 0.52)}V${fmt(h * 0.2)}a${fmt(70 * s)} ${fmt(70 * s)} 0 0 1 ${fmt(140 * s)} 0V${fmt(h * 0.52)}Z`,
        canvas.linear([
          [0, palette.sky],
          [1, '#e59a6a'],
        ]),
        { stroke: '#1b120c', 'stroke-width': 8 * s },
      ),
      ...lights,
      path(
        `M${fmt(x + 70 * s)} ${fmt(h * 0.09)}V${fmt(h * 0.52)}M${fmt(x)} ${fmt(h * 0.34)}h${fmt(140 * s)}`,
        'none',
        { stroke: '#1b120c', 'stroke-width': 5 * s },
      ),
    ].join('');
  });
  return [
    rect(
      0,
      0,
      w,
      h,
      canvas.linear([
        [0, shade(palette.wall, -0.35)],
        [0.7, palette.wall],
        [1, shade(palette.wall, 0.1)],
      ]),
    ),
    ...windows,
    rect(0, h * 0.55, w, floorY - h * 0.55, shade(palette.wall, -0.3)),
    rect(
      0,
      floorY,
      w,
      h - floorY,
      canvas.linear([
        [0, palette.floor],
        [1, shade(palette.floor, -0.5)],
      ]),
    ),
    ...[0.12, 0.38, 0.62, 0.88].map((fx, index) =>
      pendant(canvas, w * fx, (90 + (index % 2) * 40) * s, palette, s),
    ),
    diningTable(canvas, w * 0.25, h * 0.63, 200 * s, palette),
    diningTable(canvas, w * 0.72, h * 0.66, 230 * s, palette),
    bokeh(canvas, 10, palette.glow, 0, h * 0.5),
    rect(
      0,
      0,
      w,
      h,
      canvas.radial(
        [
          [0.6, '#000', 0],
          [1, '#000', 0.45],
        ],
        { r: 0.8 },
      ),
    ),
  ];
}
