/** Drinks seen from the side: wine by candlelight and a cocktail bar. */
import { bokeh, type RoomPalette } from './dining-room.ts';
import { citrusWheel } from './garnish.ts';
import { circle, ellipse, fmt, path, rect, shade, type Canvas } from './svg-canvas.ts';

export function wineGlass(
  canvas: Canvas,
  x: number,
  y: number,
  size: number,
  wine: string,
): string {
  const bowlPath = `M${fmt(x - size * 0.45)} ${fmt(y - size)}C${fmt(x - size * 0.5)} ${fmt(y - size * 0.3)} ${fmt(x - size * 0.3)} ${fmt(y)} ${fmt(x)} ${fmt(y)}C${fmt(x + size * 0.3)} ${fmt(y)} ${fmt(x + size * 0.5)} ${fmt(y - size * 0.3)} ${fmt(x + size * 0.45)} ${fmt(y - size)}Z`;
  const winePath = `M${fmt(x - size * 0.47)} ${fmt(y - size * 0.5)}C${fmt(x - size * 0.4)} ${fmt(y - size * 0.1)} ${fmt(x - size * 0.2)} ${fmt(y - size * 0.02)} ${fmt(x)} ${fmt(y - size * 0.02)}C${fmt(x + size * 0.2)} ${fmt(y - size * 0.02)} ${fmt(x + size * 0.4)} ${fmt(y - size * 0.1)} ${fmt(x + size * 0.47)} ${fmt(y - size * 0.5)}Z`;
  return [
    path(
      winePath,
      canvas.linear([
        [0, shade(wine, 0.15)],
        [1, shade(wine, -0.45)],
      ]),
    ),
    path(bowlPath, 'rgba(255,255,255,0.08)', {
      stroke: 'rgba(255,255,255,0.55)',
      'stroke-width': 2,
    }),
    path(
      `M${fmt(x - size * 0.32)} ${fmt(y - size * 0.85)}q${fmt(-size * 0.05)} ${fmt(size * 0.35)} ${fmt(size * 0.08)} ${fmt(size * 0.6)}`,
      'none',
      { stroke: '#fff', 'stroke-width': 4, opacity: 0.5, 'stroke-linecap': 'round' },
    ),
    rect(x - 2.5, y, 5, size * 0.75, 'rgba(255,255,255,0.5)'),
    ellipse(x, y + size * 0.75, size * 0.3, size * 0.06, 'rgba(255,255,255,0.4)'),
  ].join('');
}

export function wineScene(canvas: Canvas, palette: RoomPalette, wine: string): string[] {
  const { width: w, height: h } = canvas;
  return [
    rect(
      0,
      0,
      w,
      h,
      canvas.radial(
        [
          [0, shade(palette.wall, 0.25)],
          [1, shade(palette.wall, -0.6)],
        ],
        { cx: 0.5, cy: 0.3, r: 0.8 },
      ),
    ),
    bokeh(canvas, 18, palette.glow, 0, h * 0.6),
    rect(
      0,
      h * 0.68,
      w,
      h * 0.32,
      canvas.linear([
        [0, shade(palette.floor, 0.35)],
        [1, palette.floor],
      ]),
    ),
    ellipse(w * 0.5, h * 0.72, w * 0.4, 16, '#000', { opacity: 0.4, filter: canvas.blur(10) }),
    path(
      `M${fmt(w * 0.2)} ${fmt(h * 0.72)}V${fmt(h * 0.35)}q0 -40 30 -60V${fmt(h * 0.08)}h24V${fmt(h * 0.23)}q30 20 30 60V${fmt(h * 0.72)}Z`,
      canvas.linear(
        [
          [0, '#1e3a2a'],
          [0.4, '#2f5a40'],
          [1, '#0e1f16'],
        ],
        [0, 0, 1, 0],
      ),
    ),
    rect(w * 0.2 + 8, h * 0.44, 68, 80, '#efe3c8'),
    rect(w * 0.2 + 16, h * 0.47, 52, 8, shade(wine, -0.2)),
    circle(
      w * 0.82,
      h * 0.6,
      90,
      canvas.radial([
        [0, palette.glow, 0.6],
        [1, palette.glow, 0],
      ]),
    ),
    rect(w * 0.82 - 18, h * 0.58, 36, h * 0.14, '#fbf3e0'),
    ellipse(w * 0.82, h * 0.56, 6, 14, '#ffd36b'),
    wineGlass(canvas, w * 0.45, h * 0.52, 150, wine),
    wineGlass(canvas, w * 0.64, h * 0.56, 130, wine),
  ];
}

export function cocktailScene(canvas: Canvas, palette: RoomPalette, drink: string): string[] {
  const { width: w, height: h, random } = canvas;
  const bottles = Array.from({ length: 14 }, (_, index) => {
    const x = 30 + index * 56;
    const bh = random.int(80, 130);
    const color = random.pick(['#3d7a4a', '#c98a2e', '#7a2a3a', '#d9d2c0', '#2f5a8a', '#b5652a']);
    return [
      rect(
        x,
        h * 0.36 - bh,
        34,
        bh,
        canvas.linear(
          [
            [0, shade(color, 0.3)],
            [1, shade(color, -0.3)],
          ],
          [0, 0, 1, 0],
        ),
        { rx: 8 },
      ),
      rect(x + 11, h * 0.36 - bh - 30, 12, 34, shade(color, -0.2), { rx: 3 }),
      rect(x + 4, h * 0.36 - bh * 0.6, 26, 24, '#f1e6cc', { opacity: 0.8 }),
    ].join('');
  });
  const coupe = (x: number, y: number) =>
    [
      path(
        `M${x - 80} ${y}q80 90 160 0Z`,
        canvas.linear([
          [0, shade(drink, 0.25)],
          [1, shade(drink, -0.3)],
        ]),
      ),
      path(`M${x - 84} ${y - 6}q84 100 168 0`, 'rgba(255,255,255,0.12)', {
        stroke: 'rgba(255,255,255,0.6)',
        'stroke-width': 2,
      }),
      rect(x - 3, y + 44, 6, 110, 'rgba(255,255,255,0.45)'),
      ellipse(x, y + 156, 50, 8, 'rgba(255,255,255,0.35)'),
      citrusWheel(canvas, x + 70, y - 10, 28, '#f39a2e'),
    ].join('');
  const rocks = (x: number, y: number) =>
    [
      rect(
        x - 60,
        y,
        120,
        130,
        canvas.linear([
          [0, '#e0a040'],
          [1, '#8a4a12'],
        ]),
        { rx: 12, opacity: 0.9 },
      ),
      rect(x - 40, y + 20, 44, 44, '#fff', {
        rx: 8,
        opacity: 0.3,
        transform: `rotate(12 ${x} ${y})`,
      }),
      rect(x + 2, y + 40, 40, 40, '#fff', { rx: 8, opacity: 0.25 }),
      rect(x - 66, y - 20, 132, 156, 'rgba(255,255,255,0.08)', {
        rx: 14,
        stroke: 'rgba(255,255,255,0.6)',
        'stroke-width': 2,
      }),
    ].join('');
  return [
    rect(
      0,
      0,
      w,
      h,
      canvas.linear([
        [0, shade(palette.wall, -0.55)],
        [1, shade(palette.wall, -0.2)],
      ]),
    ),
    rect(
      0,
      h * 0.08,
      w,
      h * 0.3,
      canvas.radial([
        [0, palette.glow, 0.5],
        [1, palette.glow, 0],
      ]),
    ),
    ...bottles,
    rect(0, h * 0.36, w, 10, '#2a1a10'),
    bokeh(canvas, 14, palette.glow, h * 0.4, h * 0.7),
    rect(
      0,
      h * 0.74,
      w,
      h * 0.26,
      canvas.linear([
        [0, '#7a4a2a'],
        [0.1, '#4a2a16'],
        [1, '#24140a'],
      ]),
    ),
    ellipse(w * 0.5, h * 0.75, w * 0.35, 14, '#000', { opacity: 0.4, filter: canvas.blur(8) }),
    coupe(w * 0.38, h * 0.48),
    rocks(w * 0.68, h * 0.53),
  ];
}
