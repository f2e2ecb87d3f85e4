/** Cutlery, chopsticks and napkins seen from above. */
import { group, path, rect, rotateAt, shade, type Canvas } from './svg-canvas.ts';

const steel = (canvas: Canvas) =>
  canvas.linear(
    [
      [0, '#f4f5f6'],
      [0.5, '#b8bec4'],
      [1, '#8d949b'],
    ],
    [0, 0, 1, 0],
  );

export function fork(canvas: Canvas, x: number, y: number, angle: number, length = 230): string {
  const tines = [-9, -3, 3, 9]
    .map((dx) => rect(dx - 1.6, -length / 2, 3.2, 46, steel(canvas), { rx: 1.5 }))
    .join('');
  return group(rotateAt(x, y, angle), [
    rect(-6, -length / 2 + 40, 16, length - 30, '#000', {
      rx: 6,
      opacity: 0.25,
      filter: canvas.blur(3),
    }),
    tines,
    rect(-11, -length / 2 + 40, 22, 16, steel(canvas), { rx: 8 }),
    rect(-5, -length / 2 + 50, 10, length - 50, steel(canvas), { rx: 5 }),
  ]);
}

export function knife(canvas: Canvas, x: number, y: number, angle: number, length = 240): string {
  return group(rotateAt(x, y, angle), [
    rect(-4, -length / 2 + 8, 16, length, '#000', { rx: 6, opacity: 0.25, filter: canvas.blur(3) }),
    path(`M-7 ${-length / 2}Q8 ${-length / 2 + 10} 7 ${-length / 2 + 40}V20H-7Z`, steel(canvas)),
    rect(
      -6,
      10,
      12,
      length / 2 - 10,
      canvas.linear(
        [
          [0, '#3b2a20'],
          [1, '#1e1410'],
        ],
        [0, 0, 1, 0],
      ),
      { rx: 5 },
    ),
  ]);
}

export function chopsticks(
  canvas: Canvas,
  x: number,
  y: number,
  angle: number,
  color = '#2b1d17',
): string {
  const stick = (dx: number) =>
    path(
      `M${dx - 5} -150L${dx + 5} -150L${dx + 2.5} 150L${dx - 2.5} 150Z`,
      canvas.linear(
        [
          [0, shade(color, 0.3)],
          [1, color],
        ],
        [0, 0, 1, 0],
      ),
    );
  return group(rotateAt(x, y, angle), [
    rect(-12, -140, 34, 300, '#000', { opacity: 0.25, filter: canvas.blur(4) }),
    stick(-6),
    stick(10),
    rect(-16, 95, 34, 12, '#c9a56b', { rx: 4 }),
  ]);
}

export function napkin(canvas: Canvas, x: number, y: number, angle: number, color: string): string {
  return group(rotateAt(x, y, angle), [
    rect(-70, -120, 150, 250, '#000', { rx: 10, opacity: 0.25, filter: canvas.blur(6) }),
    rect(
      -75,
      -125,
      150,
      250,
      canvas.linear(
        [
          [0, shade(color, 0.2)],
          [1, shade(color, -0.1)],
        ],
        [0, 0, 1, 1],
      ),
      { rx: 8 },
    ),
    path('M-75 -20H75', 'none', { stroke: shade(color, -0.25), 'stroke-width': 2, opacity: 0.6 }),
  ]);
}
