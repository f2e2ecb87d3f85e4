/** Painters of the page pictures: the landing spread and terrace, and the fallback table setting. */
import { herbs, lemonWedge } from './garnish.ts';
import { pizza } from './dishes-handheld.ts';
import { pasta, salad } from './dishes-plated.ts';
import { bokeh } from './dining-room.ts';
import { wineGlass } from './drink-scenes.ts';
import { circle, ellipse, fmt, path, rect, shade, type Canvas } from './svg-canvas.ts';
import { board, bowl, bowlDepth, glass, plate, smallDish } from './tableware.ts';
import { fork, knife, napkin } from './cutlery.ts';
import { surface } from './table-surfaces.ts';

export function tableSpread(canvas: Canvas): string[] {
  return [
    ...surface(canvas, 'darkWood'),
    napkin(canvas, 120, 700, 12, '#c8553d'),
    board(canvas, 560, 80, 520, 520, '#b98a55'),
    pizza(canvas, 820, 340, 230, 'margherita'),
    plate(canvas, 300, 330, 210),
    pasta(canvas, 300, 330, 210, 'tomato'),
    bowl(canvas, 1320, 330, 200, '#2f5d62'),
    salad(canvas, 1320, 330, 168, '#f0a531'),
    bowlDepth(canvas, 1320, 330, 200),
    glass(canvas, 520, 760, 70, '#7a1626'),
    glass(canvas, 1110, 760, 70, '#7a1626'),
    smallDish(canvas, 820, 760, 70, '#f3efe6', '#6b7a2a'),
    fork(canvas, 60, 330, -4),
    knife(canvas, 1540, 330, 4),
    lemonWedge(canvas, 1500, 700, 40, 30),
    herbs(canvas, 1000, 760, 60, 6, '#3f8f3a', 30),
  ];
}

export function cityTerrace(canvas: Canvas): string[] {
  const { width: w, height: h, random } = canvas;
  const skyline: string[] = [];
  for (let x = 0; x < w; x += random.int(50, 110)) {
    const top = h * 0.42 - random.int(0, 220);
    const bw = random.int(50, 100);
    skyline.push(rect(x, top, bw, h * 0.6 - top, '#1f2238'));
    for (let wy = top + 14; wy < h * 0.58; wy += 26) {
      for (let wx = x + 8; wx < x + bw - 10; wx += 18) {
        if (random.chance(0.22)) skyline.push(rect(wx, wy, 7, 10, '#ffd98a', { opacity: 0.75 }));
      }
    }
  }
  const palm = (x: number, height: number) => {
    const top = h * 0.62 - height;
    const fronds = Array.from({ length: 9 }, (_, index) => {
      const a = (index / 9) * Math.PI * 2;
      return `M${x} ${fmt(top)}q${fmt(Math.cos(a) * 50)} ${fmt(-30 + Math.sin(a) * 20)} ${fmt(Math.cos(a) * 95)} ${fmt(25 + Math.sin(a) * 35)}`;
    });
    return [
      path(`M${x - 5} ${h * 0.62}Q${x + 10} ${fmt(top + height / 2)} ${x} ${fmt(top)}`, 'none', {
        stroke: '#141322',
        'stroke-width': 9,
      }),
      path(fronds.join(''), 'none', {
        stroke: '#141322',
        'stroke-width': 7,
        'stroke-linecap': 'round',
      }),
    ].join('');
  };
  let strings = '';
  const bulbs: string[] = [];
  for (let span = 0; span < 4; span += 1) {
    const x0 = span * 400;
    strings += `M${x0} 120Q${x0 + 200} 230 ${x0 + 400} 120`;
    for (let t = 0.1; t < 1; t += 0.13) {
      const bx = x0 + 400 * t;
      const by = (1 - t) * (1 - t) * 120 + 2 * (1 - t) * t * 230 + t * t * 120;
      bulbs.push(
        circle(
          bx,
          by + 8,
          26,
          canvas.radial([
            [0, '#ffd88a', 0.6],
            [1, '#ffd88a', 0],
          ]),
        ),
        circle(bx, by + 8, 6, '#fff1c8'),
      );
    }
  }
  return [
    rect(
      0,
      0,
      w,
      h,
      canvas.linear([
        [0, '#1b2447'],
        [0.45, '#6b3f6e'],
        [0.7, '#e07a5f'],
        [1, '#f4b36b'],
      ]),
    ),
    circle(w * 0.7, h * 0.52, 60, '#ffcf8a', { opacity: 0.7, filter: canvas.blur(8) }),
    ...skyline,
    palm(260, 330),
    palm(1340, 380),
    palm(1440, 300),
    rect(
      0,
      h * 0.62,
      w,
      h * 0.38,
      canvas.linear([
        [0, '#3a2a22'],
        [1, '#1a120d'],
      ]),
    ),
    path(`M0 ${h * 0.62}H${w}`, 'none', { stroke: '#5a4030', 'stroke-width': 6 }),
    ...Array.from({ length: 26 }, (_, index) => rect(index * 64, h * 0.5, 6, h * 0.12, '#2a1d16')),
    rect(0, h * 0.5, w, 8, '#2a1d16'),
    path(strings, 'none', { stroke: '#1a1414', 'stroke-width': 2 }),
    ...bulbs,
    ellipse(520, 720, 230, 40, '#f2ebdf'),
    ellipse(1120, 740, 260, 44, '#f2ebdf'),
    wineGlass(canvas, 470, 690, 90, '#7a1626'),
    wineGlass(canvas, 580, 700, 80, '#e9d48a'),
    wineGlass(canvas, 1080, 710, 95, '#7a1626'),
    circle(
      820,
      700,
      60,
      canvas.radial([
        [0, '#ffd36b', 0.6],
        [1, '#ffd36b', 0],
      ]),
    ),
    rect(810, 690, 20, 40, '#fbf3e0'),
    bokeh(canvas, 16, '#ffd88a', 60, 420),
  ];
}

export function fallbackTable(canvas: Canvas): string[] {
  return [
    ...surface(canvas, 'linen'),
    napkin(canvas, 130, 320, -6, shade('#9db7a5', 0.1)),
    fork(canvas, 130, 320, -6),
    plate(canvas, 420, 300, 210, '#f7f4ee'),
    knife(canvas, 690, 330, 4),
    glass(canvas, 710, 90, 60, '#e8e2d0'),
  ];
}
