/** A berry tart and an oyster platter seen from above. */
import { citrusWheel, leaf, lemonWedge, specks } from './garnish.ts';
import {
  blobPath,
  circle,
  ellipse,
  group,
  path,
  rotateAt,
  shade,
  type Canvas,
} from './svg-canvas.ts';

export function dessert(canvas: Canvas, cx: number, cy: number, r: number, berry: string): string {
  const { random } = canvas;
  const parts = [
    circle(
      cx,
      cy,
      r * 0.62,
      canvas.radial([
        [0.8, '#e3a95a'],
        [1, '#a8652a'],
      ]),
    ),
    circle(
      cx,
      cy,
      r * 0.52,
      canvas.radial(
        [
          [0, '#fff2d4'],
          [1, '#f2d39b'],
        ],
        { fx: 0.4, fy: 0.35 },
      ),
    ),
  ];
  for (let index = 0; index < 26; index += 1) {
    const a = random.next() * Math.PI * 2;
    const dist = Math.sqrt(random.next()) * r * 0.44;
    const x = cx + Math.cos(a) * dist;
    const y = cy + Math.sin(a) * dist;
    const size = r * (0.06 + random.next() * 0.03);
    const color = index % 3 === 0 ? '#c8283e' : berry;
    parts.push(
      circle(x + 2, y + 3, size, '#000', { opacity: 0.25, filter: canvas.blur(2) }),
      circle(
        x,
        y,
        size,
        canvas.radial(
          [
            [0, shade(color, 0.35)],
            [1, shade(color, -0.3)],
          ],
          { fx: 0.35, fy: 0.3 },
        ),
      ),
      circle(x - size * 0.35, y - size * 0.35, size * 0.2, '#fff', { opacity: 0.7 }),
    );
  }
  parts.push(
    leaf(canvas, cx + 10, cy - 8, 34, -30, '#3f9a4a'),
    leaf(canvas, cx + 10, cy - 8, 30, 40, '#4aa956'),
    specks(canvas, cx, cy, r * 0.55, 60, '#ffffff', 2),
  );
  return parts.join('');
}

export function oysters(canvas: Canvas, cx: number, cy: number, r: number): string {
  const { random } = canvas;
  const parts = [
    circle(
      cx,
      cy,
      r,
      canvas.radial([
        [0.85, '#e9eef2'],
        [1, '#9aa5ad'],
      ]),
    ),
    specks(canvas, cx, cy, r * 0.9, 220, '#ffffff', 7),
    specks(canvas, cx, cy, r * 0.9, 120, '#cfe3ee', 5),
  ];
  for (let index = 0; index < 7; index += 1) {
    const a = (index / 7) * Math.PI * 2 + 0.3;
    const x = cx + Math.cos(a) * r * 0.6;
    const y = cy + Math.sin(a) * r * 0.6;
    parts.push(
      group(rotateAt(x, y, (a * 180) / Math.PI + 90), [
        path(blobPath(random, 0, 0, r * 0.2, r * 0.28, 0.12, 8), '#000', {
          opacity: 0.3,
          transform: 'translate(4 6)',
          filter: canvas.blur(4),
        }),
        path(
          blobPath(random, 0, 0, r * 0.2, r * 0.28, 0.12, 8),
          canvas.linear(
            [
              [0, '#8d8696'],
              [1, '#4c4654'],
            ],
            [0, 0, 1, 1],
          ),
        ),
        path(
          blobPath(random, 0, 0, r * 0.15, r * 0.22, 0.1, 8),
          canvas.radial(
            [
              [0, '#f3ede2'],
              [0.7, '#d6cbb8'],
              [1, '#9b8f80'],
            ],
            { fx: 0.4, fy: 0.35 },
          ),
        ),
        ellipse(0, -4, r * 0.08, r * 0.12, '#c9b89c', { opacity: 0.7 }),
      ]),
    );
  }
  parts.push(
    lemonWedge(canvas, cx - 10, cy - 18, r * 0.16, 30),
    lemonWedge(canvas, cx + 16, cy + 18, r * 0.16, 210),
    citrusWheel(canvas, cx + 40, cy - 40, r * 0.1, '#e9d338'),
  );
  return parts.join('');
}
