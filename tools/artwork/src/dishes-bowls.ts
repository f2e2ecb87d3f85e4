/** Dishes in bowls seen from above: ramen, curry, steamed rice. The bowl rim is the caller's. */
import { herbs, scallions, specks } from './garnish.ts';
import { arc } from './tableware.ts';
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

export function softEgg(canvas: Canvas, x: number, y: number, r: number, angle: number): string {
  return group(rotateAt(x, y, angle), [
    ellipse(3, 4, r, r * 0.75, '#000', { opacity: 0.25, filter: canvas.blur(3) }),
    ellipse(
      0,
      0,
      r,
      r * 0.75,
      canvas.radial([
        [0.6, '#fffdf6'],
        [1, '#e9e1cf'],
      ]),
    ),
    ellipse(
      0,
      0,
      r * 0.55,
      r * 0.45,
      canvas.radial(
        [
          [0, '#ffb347'],
          [0.7, '#f28c18'],
          [1, '#d8700f'],
        ],
        { fx: 0.4, fy: 0.4 },
      ),
    ),
    ellipse(-r * 0.2, -r * 0.15, r * 0.16, r * 0.1, '#fff', { opacity: 0.5 }),
  ]);
}

export function ramen(canvas: Canvas, cx: number, cy: number, r: number, broth: string): string {
  const { random } = canvas;
  let noodles = '';
  for (let row = -3; row <= 3; row += 1) {
    const y = cy + row * r * 0.09;
    noodles += `M${fmt(cx - r * 0.55)} ${fmt(y)}`;
    for (let step = 1; step <= 6; step += 1) {
      noodles += `Q${fmt(cx - r * 0.55 + (step - 0.5) * r * 0.12)} ${fmt(y + (step % 2 ? -9 : 9))} ${fmt(cx - r * 0.55 + step * r * 0.12)} ${fmt(y)}`;
    }
  }
  const chashu = [0, 1].map((index) =>
    group(rotateAt(cx + r * 0.38, cy - r * 0.28 + index * r * 0.3, -20 + index * 25), [
      circle(3, 5, r * 0.24, '#000', { opacity: 0.3, filter: canvas.blur(4) }),
      path(
        blobPath(random, 0, 0, r * 0.24, r * 0.22, 0.08, 9),
        canvas.radial([
          [0, '#f3d3b5'],
          [0.7, '#d9a47c'],
          [1, '#7a3e1e'],
        ]),
      ),
      path(blobPath(random, 0, 0, r * 0.12, r * 0.1, 0.2, 7), 'none', {
        stroke: '#f7e6d2',
        'stroke-width': 3,
        opacity: 0.7,
      }),
    ]),
  );
  return [
    circle(
      cx,
      cy,
      r,
      canvas.radial([
        [0, shade(broth, 0.25)],
        [0.8, broth],
        [1, shade(broth, -0.25)],
      ]),
    ),
    path(noodles, 'none', { stroke: '#c89a3e', 'stroke-width': 7, opacity: 0.6 }),
    path(noodles, 'none', { stroke: '#f6db8d', 'stroke-width': 4.5, 'stroke-linecap': 'round' }),
    ...chashu,
    group(rotateAt(cx - r * 0.62, cy - r * 0.25, -12), [
      rect(-r * 0.14, -r * 0.32, r * 0.28, r * 0.6, '#1c2a20', { rx: 3 }),
      rect(
        -r * 0.14,
        -r * 0.32,
        r * 0.28,
        r * 0.6,
        canvas.linear(
          [
            [0, '#3a5a44', 0.6],
            [1, '#0d1510', 0],
          ],
          [0, 0, 1, 1],
        ),
        { rx: 3 },
      ),
    ]),
    softEgg(canvas, cx - r * 0.15, cy + r * 0.45, r * 0.2, 15),
    softEgg(canvas, cx + r * 0.16, cy + r * 0.5, r * 0.2, -25),
    circle(cx - r * 0.1, cy - r * 0.45, r * 0.14, '#fbf7f2'),
    path(
      `M${fmt(cx - r * 0.1)} ${fmt(cy - r * 0.45)}m-2 0a4 4 0 1 1 8 0a8 8 0 1 1 -16 0a12 12 0 1 1 24 0`,
      'none',
      { stroke: '#e86a8f', 'stroke-width': 3 },
    ),
    scallions(canvas, cx, cy - r * 0.05, r * 0.35, 18),
    specks(canvas, cx, cy, r * 0.6, 24, '#fff4d6', 2.5),
    path(arc(cx, cy, r * 0.9, 210, 260), 'none', {
      stroke: '#fff',
      'stroke-width': 3,
      opacity: 0.35,
    }),
  ].join('');
}

export function curry(canvas: Canvas, cx: number, cy: number, r: number, sauce: string): string {
  const { random } = canvas;
  const chunks = Array.from({ length: 9 }, () => {
    const a = random.next() * Math.PI * 2;
    const d = Math.sqrt(random.next()) * r * 0.6;
    return path(
      blobPath(random, cx + Math.cos(a) * d, cy + Math.sin(a) * d, r * 0.12, r * 0.1, 0.25, 6),
      canvas.radial(
        [
          [0, '#f6d2a0'],
          [1, shade(sauce, -0.2)],
        ],
        { fx: 0.35, fy: 0.3 },
      ),
    );
  });
  return [
    circle(
      cx,
      cy,
      r,
      canvas.radial([
        [0, shade(sauce, 0.2)],
        [0.85, sauce],
        [1, shade(sauce, -0.3)],
      ]),
    ),
    ...chunks,
    path(
      `M${fmt(cx)} ${fmt(cy)}m-4 0a6 6 0 1 1 12 0a14 14 0 1 1 -28 0a24 24 0 1 1 48 0a36 36 0 1 1 -72 0`,
      'none',
      { stroke: '#fbf4e4', 'stroke-width': 5, 'stroke-linecap': 'round', opacity: 0.9 },
    ),
    herbs(canvas, cx, cy, r * 0.55, 8, '#3f9a3a', 18),
    ...[0, 1].map((index) =>
      ellipse(cx + r * 0.4 - index * 30, cy - r * 0.45, 22, 6, '#c8281e', {
        transform: `rotate(${30 + index * 40} ${fmt(cx + r * 0.4 - index * 30)} ${fmt(cy - r * 0.45)})`,
      }),
    ),
  ].join('');
}

export function steamedRice(canvas: Canvas, cx: number, cy: number, r: number): string {
  return [
    circle(
      cx,
      cy,
      r,
      canvas.radial(
        [
          [0, '#ffffff'],
          [1, '#e6e0d2'],
        ],
        { fx: 0.4, fy: 0.35 },
      ),
    ),
    specks(canvas, cx, cy, r * 0.85, 70, '#d8d0bf', 3),
    specks(canvas, cx, cy, r * 0.85, 50, '#ffffff', 3),
  ].join('');
}
