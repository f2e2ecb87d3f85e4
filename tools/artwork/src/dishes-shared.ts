/** Dishes for the middle of the table: a sushi board and a dumpling steamer. */
import { leaf, specks } from './garnish.ts';
import { board } from './tableware.ts';
import {
  blobPath,
  circle,
  ellipse,
  fmt,
  group,
  path,
  rect,
  rotateAt,
  shade,
  type Canvas,
} from './svg-canvas.ts';

const FISH = ['#f47a4d', '#c2243c', '#f3d6b0', '#f58b5f'];

function nigiri(canvas: Canvas, x: number, y: number, fish: string, angle: number): string {
  const stripes = [-18, -4, 10].map((dx) => `M${dx} -24l14 48`).join('');
  return group(`${rotateAt(x, y, angle)} scale(1.35)`, [
    rect(-32, -18, 70, 44, '#000', { rx: 18, opacity: 0.35, filter: canvas.blur(5) }),
    rect(
      -34,
      -22,
      68,
      44,
      canvas.radial([
        [0, '#ffffff'],
        [1, '#e5dfd2'],
      ]),
      { rx: 18 },
    ),
    rect(
      -38,
      -26,
      76,
      46,
      canvas.linear(
        [
          [0, shade(fish, 0.25)],
          [1, shade(fish, -0.15)],
        ],
        [0, 0, 1, 1],
      ),
      { rx: 16 },
    ),
    path(stripes, 'none', {
      stroke: '#fff',
      'stroke-width': 3,
      opacity: fish === '#c2243c' ? 0.15 : 0.45,
    }),
    ellipse(-14, -14, 14, 4, '#fff', { opacity: 0.35 }),
  ]);
}

function maki(canvas: Canvas, x: number, y: number, filling: string): string {
  return [
    circle(x + 3, y + 5, 38, '#000', { opacity: 0.35, filter: canvas.blur(4) }),
    circle(x, y, 38, '#1b2620'),
    circle(
      x,
      y,
      26,
      canvas.radial([
        [0, '#ffffff'],
        [1, '#e6e0d4'],
      ]),
    ),
    specks(canvas, x, y, 28, 14, '#d6cfbf', 2.5),
    path(blobPath(canvas.random, x, y, 14, 13, 0.2, 6), filling),
    circle(x + 5, y - 4, 6, '#6cbf5a'),
  ].join('');
}

export function sushiBoard(canvas: Canvas, cx: number, cy: number, variant: number): string {
  const parts = [board(canvas, cx - 300, cy - 150, 600, 300, variant % 2 ? '#2a2a2c' : '#c99a62')];
  for (let index = 0; index < 4; index += 1) {
    parts.push(
      nigiri(
        canvas,
        cx - 210 + index * 95,
        cy - 60,
        FISH[(index + variant) % FISH.length] ?? '#f47a4d',
        -70 + index * 4,
      ),
    );
  }
  for (let index = 0; index < 4; index += 1)
    parts.push(maki(canvas, cx - 200 + index * 88, cy + 85, index % 2 ? '#f47a4d' : '#c2243c'));
  parts.push(path(blobPath(canvas.random, cx + 150, cy + 70, 26, 18, 0.25, 7), '#9ccb4c'));
  for (let index = 0; index < 5; index += 1) {
    parts.push(
      ellipse(
        cx + 215 + index * 5,
        cy + 60 + index * 8,
        24,
        14,
        canvas.radial([
          [0, '#fbd3d0'],
          [1, '#f0a9a3'],
        ]),
        { opacity: 0.9, transform: `rotate(${index * 25 - 40} ${cx + 215} ${cy + 70})` },
      ),
    );
  }
  parts.push(leaf(canvas, cx + 120, cy - 120, 90, 20, '#3f8f3a'));
  return parts.join('');
}

export function dumplingSteamer(canvas: Canvas, cx: number, cy: number, r: number): string {
  const { random } = canvas;
  let weave = '';
  for (let ring = 0.2; ring < 0.9; ring += 0.1)
    weave += `M${fmt(cx - r * ring)} ${fmt(cy)}a${fmt(r * ring)} ${fmt(r * ring)} 0 1 0 ${fmt(r * ring * 2)} 0a${fmt(r * ring)} ${fmt(r * ring)} 0 1 0 ${fmt(-r * ring * 2)} 0`;
  const dumplings: string[] = [];
  const spots = [
    [0, 0],
    [-0.45, -0.3],
    [0.45, -0.3],
    [-0.45, 0.32],
    [0.45, 0.32],
    [0, -0.55],
    [0, 0.58],
  ] as const;
  for (const [dx, dy] of spots) {
    const x = cx + dx * r;
    const y = cy + dy * r;
    const pleats = Array.from({ length: 10 }, (_, index) => {
      const a = (index / 10) * Math.PI * 2;
      return `M${fmt(x + Math.cos(a) * r * 0.05)} ${fmt(y + Math.sin(a) * r * 0.05)}Q${fmt(x + Math.cos(a + 0.3) * r * 0.14)} ${fmt(y + Math.sin(a + 0.3) * r * 0.14)} ${fmt(x + Math.cos(a) * r * 0.2)} ${fmt(y + Math.sin(a) * r * 0.2)}`;
    }).join('');
    dumplings.push(
      circle(x + 4, y + 6, r * 0.22, '#000', { opacity: 0.3, filter: canvas.blur(5) }),
      path(
        blobPath(random, x, y, r * 0.22, r * 0.21, 0.05, 9),
        canvas.radial(
          [
            [0, '#fffdf7'],
            [0.8, '#f1eadc'],
            [1, '#d9cdb6'],
          ],
          { fx: 0.4, fy: 0.35 },
        ),
      ),
      path(pleats, 'none', { stroke: '#d6c9b0', 'stroke-width': 2 }),
      circle(x, y, r * 0.04, '#e9dfca'),
    );
  }
  return [
    circle(cx + 10, cy + 14, r * 1.04, '#000', { opacity: 0.4, filter: canvas.blur(12) }),
    circle(
      cx,
      cy,
      r * 1.04,
      canvas.radial([
        [0.9, '#e2c48f'],
        [1, '#a77f45'],
      ]),
    ),
    circle(cx, cy, r * 0.92, '#d7b57c'),
    path(weave, 'none', { stroke: '#b8945a', 'stroke-width': 2, opacity: 0.6 }),
    circle(cx, cy, r * 0.9, '#000', { opacity: 0.08 }),
    ...dumplings,
  ].join('');
}
