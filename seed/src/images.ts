/**
 * The seed's images, drawn for this project: each is an SVG written here (flat shapes and
 * gradients, no text, no third-party marks) rendered to JPEG or PNG with sharp. The rendering is
 * deterministic for a given sharp/libvips build; the committed files are what the export points at,
 * so a different build never changes the seed (see `build.ts`).
 */
import { createHash } from 'node:crypto';
import sharp from 'sharp';

/** One image asset of the seed. */
export interface ImageSpec {
  /** Asset id, e.g. `asset-hero-family`. */
  id: string;
  /** Asset title (editors see it in the media library). */
  title: string;
  /** Asset description: what the picture shows. */
  description: string;
  fileName: string;
  width: number;
  height: number;
  format: 'jpeg' | 'png';
  svg: string;
}

/** The brand palette of the fictional insurer. */
const C = {
  navy: '#12355b',
  ink: '#0b2440',
  teal: '#1f8a8a',
  tealLight: '#7cc6c2',
  amber: '#f2a541',
  amberLight: '#f8cf8a',
  cream: '#fbf4e6',
  coral: '#e76f51',
  sky: '#bfe3ea',
  sage: '#9cc5a1',
  plum: '#6b4e71',
  white: '#ffffff',
};

const W = 1600;
const H = 900;

function svg(width: number, height: number, body: string, defs = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><defs>${defs}</defs>${body}</svg>`;
}

function linear(id: string, from: string, to: string, vertical = true): string {
  const [x2, y2] = vertical ? ['0', '1'] : ['1', '0'];
  return `<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>`;
}

function radial(id: string, from: string, to: string): string {
  return `<radialGradient id="${id}" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}" stop-opacity="0"/></radialGradient>`;
}

/** A standing person: head and rounded body; `s` scales a 180 px tall adult. */
function person(x: number, base: number, s: number, color: string): string {
  const head = 24 * s;
  const top = base - 180 * s;
  const shoulder = 38 * s;
  const hip = 30 * s;
  return [
    `<circle cx="${x}" cy="${top + head}" r="${head}" fill="${color}"/>`,
    `<path d="M${x - shoulder} ${base} L${x - hip} ${top + 2.6 * head} Q${x} ${top + 2.1 * head} ${x + hip} ${top + 2.6 * head} L${x + shoulder} ${base} Z" fill="${color}"/>`,
  ].join('');
}

/** Rolling hills across the bottom of a scene. */
function hills(colors: [string, string, string]): string {
  return [
    `<path d="M0 640 Q400 560 800 620 T1600 600 V900 H0 Z" fill="${colors[0]}"/>`,
    `<path d="M0 720 Q500 640 1000 700 T1600 690 V900 H0 Z" fill="${colors[1]}"/>`,
    `<path d="M0 800 Q600 740 1200 790 T1600 780 V900 H0 Z" fill="${colors[2]}"/>`,
  ].join('');
}

/** Scattered dots from a fixed pseudo-random sequence (deterministic). */
function dots(count: number, color: string, seed: number, area = { x: 0, y: 0, w: W, h: H }, radius = 6): string {
  let state = seed;
  const next = (): number => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  return Array.from({ length: count }, () => {
    const x = area.x + next() * area.w;
    const y = area.y + next() * area.h;
    const r = radius * (0.4 + next());
    return `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${color}" opacity="${(0.25 + next() * 0.5).toFixed(2)}"/>`;
  }).join('');
}

function sparkle(x: number, y: number, r: number, color: string): string {
  return `<path d="M${x} ${y - r} Q${x + r * 0.18} ${y - r * 0.18} ${x + r} ${y} Q${x + r * 0.18} ${y + r * 0.18} ${x} ${y + r} Q${x - r * 0.18} ${y + r * 0.18} ${x - r} ${y} Q${x - r * 0.18} ${y - r * 0.18} ${x} ${y - r} Z" fill="${color}"/>`;
}

function shield(x: number, y: number, s: number, fill: string): string {
  return `<path d="M${x} ${y} L${x + 150 * s} ${y + 50 * s} V${y + 190 * s} Q${x + 150 * s} ${y + 330 * s} ${x} ${y + 400 * s} Q${x - 150 * s} ${y + 330 * s} ${x - 150 * s} ${y + 190 * s} V${y + 50 * s} Z" fill="${fill}"/>`;
}

function lantern(cx: number, top: number, s: number, glass: string, frame: string): string {
  return [
    `<circle cx="${cx}" cy="${top + 18 * s}" r="${16 * s}" fill="none" stroke="${frame}" stroke-width="${7 * s}"/>`,
    `<path d="M${cx - 44 * s} ${top + 64 * s} L${cx - 26 * s} ${top + 34 * s} H${cx + 26 * s} L${cx + 44 * s} ${top + 64 * s} Z" fill="${frame}"/>`,
    `<rect x="${cx - 48 * s}" y="${top + 64 * s}" width="${96 * s}" height="${104 * s}" rx="${14 * s}" fill="${glass}"/>`,
    `<path d="M${cx} ${top + 86 * s} Q${cx + 22 * s} ${top + 118 * s} ${cx} ${top + 150 * s} Q${cx - 22 * s} ${top + 118 * s} ${cx} ${top + 86 * s} Z" fill="${C.white}" opacity="0.85"/>`,
    `<rect x="${cx - 56 * s}" y="${top + 164 * s}" width="${112 * s}" height="${20 * s}" rx="${6 * s}" fill="${frame}"/>`,
  ].join('');
}

function scene(id: string, title: string, description: string, fileName: string, body: string, defs: string): ImageSpec {
  return { id, title, description, fileName, width: W, height: H, format: 'jpeg', svg: svg(W, H, body, defs) };
}

function avatar(
  id: string,
  name: string,
  skin: string,
  hair: string,
  shirt: string,
  background: string,
  hairStyle: 'short' | 'long' | 'bun' | 'curly',
): ImageSpec {
  const hairShapes = {
    short: `<path d="M140 190 Q150 110 200 104 Q262 100 262 190 Q240 150 200 150 Q165 150 140 190 Z" fill="${hair}"/>`,
    long: `<path d="M128 270 Q118 112 200 100 Q284 112 272 270 L250 270 Q256 170 200 152 Q144 170 150 270 Z" fill="${hair}"/>`,
    bun: `<circle cx="200" cy="86" r="34" fill="${hair}"/><path d="M140 186 Q146 112 200 108 Q256 112 260 186 Q236 146 200 146 Q164 146 140 186 Z" fill="${hair}"/>`,
    curly: [150, 175, 200, 225, 250].map((x, i) => `<circle cx="${x}" cy="${i % 2 ? 118 : 126}" r="30" fill="${hair}"/>`).join(''),
  };
  const body = [
    `<rect width="400" height="400" fill="${background}"/>`,
    `<circle cx="200" cy="200" r="170" fill="${C.white}" opacity="0.18"/>`,
    `<path d="M70 400 Q80 290 200 282 Q320 290 330 400 Z" fill="${shirt}"/>`,
    `<rect x="176" y="236" width="48" height="58" rx="20" fill="${skin}"/>`,
    `<ellipse cx="200" cy="190" rx="62" ry="72" fill="${skin}"/>`,
    hairShapes[hairStyle],
  ].join('');
  return {
    id,
    title: `Portrait illustration: ${name}`,
    description: `Illustrated portrait of ${name}`,
    fileName: `${id.replace(/^asset-/, '')}.png`,
    width: 400,
    height: 400,
    format: 'png',
    svg: svg(400, 400, body),
  };
}

/** Every image of the seed, in a fixed order. */
export function imageSpecs(): ImageSpec[] {
  const list: ImageSpec[] = [
    {
      id: 'asset-logo',
      title: 'Lanternfield Mutual logo mark',
      description: 'A lantern with a warm amber glow: the Lanternfield Mutual logo mark',
      fileName: 'lanternfield-logo.png',
      width: 240,
      height: 240,
      format: 'png',
      svg: svg(
        240,
        240,
        `<rect width="240" height="240" rx="48" fill="${C.navy}"/><circle cx="120" cy="132" r="86" fill="url(#glow)"/>${lantern(120, 26, 1, C.amber, C.cream)}`,
        radial('glow', C.amber, C.navy),
      ),
    },
    scene(
      'asset-hero-family',
      'Family at sunrise',
      'Illustration of a family of four holding hands on a hill at sunrise',
      'family-sunrise.jpg',
      `<rect width="${W}" height="${H}" fill="url(#sky)"/><circle cx="1120" cy="560" r="230" fill="url(#sun)"/><circle cx="1120" cy="560" r="120" fill="${C.amber}"/>${hills([C.sage, C.teal, C.navy])}${person(620, 790, 1.25, C.ink)}${person(760, 790, 1.15, C.ink)}${person(880, 790, 0.75, C.ink)}${person(980, 790, 0.62, C.ink)}<path d="M655 650 Q690 670 725 650 M795 660 Q830 690 860 690 M900 700 Q935 720 965 712" stroke="${C.ink}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
      linear('sky', C.amberLight, C.cream) + radial('sun', C.amberLight, C.cream),
    ),
    scene(
      'asset-hero-life',
      'Sheltering tree',
      'Illustration of a broad tree sheltering a couple and their child',
      'sheltering-tree.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${dots(40, C.white, 7, { x: 0, y: 0, w: W, h: 420 }, 5)}<rect x="770" y="380" width="60" height="380" rx="24" fill="${C.ink}"/><circle cx="800" cy="330" r="210" fill="${C.teal}"/><circle cx="640" cy="390" r="150" fill="${C.sage}"/><circle cx="960" cy="390" r="150" fill="${C.sage}"/><circle cx="800" cy="240" r="140" fill="${C.tealLight}"/>${hills([C.sage, C.teal, C.navy])}${person(600, 800, 1, C.cream)}${person(690, 800, 0.95, C.cream)}${person(1000, 800, 0.6, C.cream)}`,
      linear('bg', C.sky, C.cream),
    ),
    scene(
      'asset-hero-disability',
      'Umbrella over a workspace',
      'Illustration of an umbrella sheltering a person working at a laptop from the rain',
      'umbrella-workspace.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${Array.from({ length: 28 }, (_, i) => `<line x1="${60 + i * 56}" y1="${40 + (i % 5) * 30}" x2="${30 + i * 56}" y2="${140 + (i % 5) * 30}" stroke="${C.sky}" stroke-width="6" stroke-linecap="round"/>`).join('')}<path d="M500 380 Q800 100 1100 380 Q1050 340 1000 380 Q950 340 900 380 Q850 340 800 380 Q750 340 700 380 Q650 340 600 380 Q550 340 500 380 Z" fill="${C.coral}"/><rect x="792" y="240" width="16" height="380" fill="${C.ink}"/><rect x="560" y="640" width="480" height="24" rx="8" fill="${C.ink}"/><rect x="660" y="540" width="200" height="100" rx="10" fill="${C.tealLight}"/>${person(930, 640, 0.9, C.amber)}<rect x="0" y="760" width="${W}" height="140" fill="${C.ink}"/>`,
      linear('bg', C.navy, C.teal),
    ),
    scene(
      'asset-hero-dental',
      'Bright smile',
      'Illustration of a gleaming tooth surrounded by sparkles',
      'bright-smile.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="800" cy="450" r="330" fill="${C.white}" opacity="0.18"/><path d="M640 280 Q700 220 800 260 Q900 220 960 280 Q1010 340 980 450 Q960 540 930 680 Q915 730 885 690 Q860 600 800 590 Q740 600 715 690 Q685 730 670 680 Q640 540 620 450 Q590 340 640 280 Z" fill="${C.white}"/><path d="M680 320 Q720 300 760 318" stroke="${C.sky}" stroke-width="18" fill="none" stroke-linecap="round"/>${sparkle(1080, 270, 60, C.amberLight)}${sparkle(520, 560, 44, C.white)}${sparkle(1140, 600, 30, C.white)}${sparkle(470, 250, 26, C.amberLight)}`,
      linear('bg', C.teal, C.navy),
    ),
    scene(
      'asset-hero-vision',
      'Eyeglasses',
      'Illustration of a pair of round eyeglasses reflecting a clear sky',
      'eyeglasses.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${dots(30, C.white, 3)}<circle cx="590" cy="470" r="190" fill="url(#lens)" stroke="${C.navy}" stroke-width="34"/><circle cx="1010" cy="470" r="190" fill="url(#lens)" stroke="${C.navy}" stroke-width="34"/><path d="M760 430 Q800 390 840 430" stroke="${C.navy}" stroke-width="30" fill="none"/><path d="M400 440 L250 380" stroke="${C.navy}" stroke-width="30" stroke-linecap="round"/><path d="M1200 440 L1350 380" stroke="${C.navy}" stroke-width="30" stroke-linecap="round"/><path d="M500 400 Q540 350 600 340" stroke="${C.white}" stroke-width="22" fill="none" stroke-linecap="round"/><path d="M920 400 Q960 350 1020 340" stroke="${C.white}" stroke-width="22" fill="none" stroke-linecap="round"/>`,
      linear('bg', C.amberLight, C.coral) + linear('lens', C.sky, C.tealLight),
    ),
    scene(
      'asset-hero-accident',
      'Protective shield',
      'Illustration of a shield with a plus sign, surrounded by bandage strips',
      'protective-shield.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${dots(50, C.amberLight, 11)}${shield(800, 230, 1.1, C.white)}${shield(800, 270, 0.9, C.coral)}<rect x="770" y="390" width="60" height="180" rx="14" fill="${C.white}"/><rect x="710" y="450" width="180" height="60" rx="14" fill="${C.white}"/><g transform="rotate(-30 380 300)"><rect x="260" y="260" width="240" height="80" rx="40" fill="${C.amberLight}"/><rect x="350" y="260" width="60" height="80" fill="${C.amber}"/></g><g transform="rotate(25 1230 640)"><rect x="1110" y="600" width="240" height="80" rx="40" fill="${C.amberLight}"/><rect x="1200" y="600" width="60" height="80" fill="${C.amber}"/></g>`,
      linear('bg', C.navy, C.plum),
    ),
    scene(
      'asset-hero-retirement',
      'Path toward the horizon',
      'Illustration of a winding path leading across green hills toward a setting sun',
      'path-horizon.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="800" cy="520" r="170" fill="${C.amber}"/>${hills([C.sage, C.teal, C.navy])}<path d="M700 900 Q760 780 860 740 Q960 700 840 660 Q760 640 800 610" stroke="${C.cream}" stroke-width="70" fill="none" stroke-linecap="round"/><path d="M1180 260 q20 -20 40 0 q20 -20 40 0 M1300 200 q16 -16 32 0 q16 -16 32 0" stroke="${C.ink}" stroke-width="8" fill="none" stroke-linecap="round"/>`,
      linear('bg', C.coral, C.amberLight),
    ),
    scene(
      'asset-hero-annuities',
      'Growth with a buffer',
      'Illustration of rising bars resting on a protective curved base',
      'growth-buffer.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="${430 + i * 130}" y="${600 - (i + 1) * 60}" width="90" height="${(i + 1) * 60 + 40}" rx="12" fill="${i === 5 ? C.amber : C.tealLight}"/>`).join('')}<path d="M360 700 Q800 860 1240 700 L1240 740 Q800 900 360 740 Z" fill="${C.white}"/><path d="M420 520 Q700 420 1160 180" stroke="${C.amberLight}" stroke-width="14" fill="none" stroke-dasharray="26 20" stroke-linecap="round"/><circle cx="1160" cy="180" r="22" fill="${C.amber}"/>`,
      linear('bg', C.navy, C.ink),
    ),
    scene(
      'asset-hero-learning',
      'Open book and lightbulb',
      'Illustration of an open book with a glowing lightbulb above it',
      'book-lightbulb.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/><circle cx="800" cy="300" r="210" fill="url(#glow)"/><circle cx="800" cy="290" r="90" fill="${C.amber}"/><rect x="765" y="370" width="70" height="60" rx="12" fill="${C.navy}"/>${Array.from(
        { length: 8 },
        (_, i) => {
          const a = (Math.PI * 2 * i) / 8;
          return `<line x1="${(800 + Math.cos(a) * 125).toFixed(1)}" y1="${(290 + Math.sin(a) * 125).toFixed(1)}" x2="${(800 + Math.cos(a) * 175).toFixed(1)}" y2="${(290 + Math.sin(a) * 175).toFixed(1)}" stroke="${C.amber}" stroke-width="14" stroke-linecap="round"/>`;
        },
      ).join(
        '',
      )}<path d="M400 520 Q600 470 800 540 Q1000 470 1200 520 V780 Q1000 730 800 800 Q600 730 400 780 Z" fill="${C.white}"/><path d="M800 540 V800" stroke="${C.sky}" stroke-width="8"/>${[0, 1, 2, 3].map((i) => `<path d="M470 ${590 + i * 45} Q620 ${560 + i * 45} 750 ${600 + i * 45} M850 ${600 + i * 45} Q980 ${560 + i * 45} 1130 ${590 + i * 45}" stroke="${C.sky}" stroke-width="10" fill="none" stroke-linecap="round"/>`).join('')}`,
      linear('bg', C.teal, C.sage) + radial('glow', C.amberLight, C.teal),
    ),
    scene(
      'asset-hero-edge',
      'Connected workplace',
      'Illustration of connected nodes and building blocks representing a modern workplace',
      'connected-workplace.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${[
        [300, 260],
        [560, 180],
        [820, 320],
        [1080, 200],
        [1320, 330],
        [430, 560],
        [760, 620],
        [1150, 580],
      ]
        .map(([x, y], i, all) => {
          const [nx, ny] = all[(i + 3) % all.length]!;
          return `<line x1="${x}" y1="${y}" x2="${nx}" y2="${ny}" stroke="${C.tealLight}" stroke-width="6" opacity="0.7"/>`;
        })
        .join('')}${[
        [300, 260, C.amber],
        [560, 180, C.white],
        [820, 320, C.coral],
        [1080, 200, C.white],
        [1320, 330, C.amber],
        [430, 560, C.white],
        [760, 620, C.amber],
        [1150, 580, C.coral],
      ]
        .map(([x, y, c]) => `<circle cx="${x}" cy="${y}" r="34" fill="${c}"/>`)
        .join(
          '',
        )}<rect x="0" y="740" width="${W}" height="160" fill="${C.ink}"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${260 + i * 240}" y="${680 - (i % 3) * 70}" width="160" height="${140 + (i % 3) * 70}" rx="10" fill="${C.teal}"/>`).join('')}`,
      linear('bg', C.navy, C.plum),
    ),
    scene(
      'asset-hero-contact',
      'Conversation bubbles',
      'Illustration of two speech bubbles and a phone handset',
      'conversation.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/><path d="M380 200 H900 Q960 200 960 260 V520 Q960 580 900 580 H560 L460 680 L480 580 H380 Q320 580 320 520 V260 Q320 200 380 200 Z" fill="${C.white}"/><path d="M760 420 H1220 Q1280 420 1280 480 V680 Q1280 740 1220 740 H1140 L1160 820 L1060 740 H760 Q700 740 700 680 V480 Q700 420 760 420 Z" fill="${C.teal}"/>${[0, 1, 2].map((i) => `<circle cx="${520 + i * 120}" cy="390" r="26" fill="${C.navy}"/>`).join('')}<path d="M880 540 H1120 M880 620 H1060" stroke="${C.white}" stroke-width="24" stroke-linecap="round"/>`,
      linear('bg', C.amberLight, C.cream),
    ),
    scene(
      'asset-hero-providers',
      'Dental office clipboard',
      'Illustration of a clipboard with a tooth and check marks',
      'provider-clipboard.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect x="560" y="140" width="480" height="660" rx="36" fill="${C.white}"/><rect x="700" y="110" width="200" height="80" rx="24" fill="${C.navy}"/><path d="M720 270 Q750 240 800 258 Q850 240 880 270 Q904 300 890 350 Q880 395 866 460 Q858 486 844 466 Q832 420 800 416 Q768 420 756 466 Q742 486 734 460 Q720 395 710 350 Q696 300 720 270 Z" fill="${C.tealLight}"/>${[0, 1, 2].map((i) => `<path d="M640 ${560 + i * 70} l24 24 l44 -48" stroke="${C.teal}" stroke-width="16" fill="none" stroke-linecap="round" stroke-linejoin="round"/><rect x="740" y="${568 + i * 70}" width="220" height="22" rx="11" fill="${C.sky}"/>`).join('')}`,
      linear('bg', C.sage, C.teal),
    ),
    scene(
      'asset-article-mental-wellness',
      'Calm waves under a crescent moon',
      'Illustration of calm layered waves under a crescent moon',
      'calm-waves.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${dots(60, C.white, 21, { x: 0, y: 0, w: W, h: 450 }, 4)}<circle cx="1180" cy="250" r="110" fill="${C.cream}"/><circle cx="1230" cy="215" r="100" fill="${C.plum}"/><path d="M0 560 Q200 500 400 560 T800 560 T1200 560 T1600 560 V900 H0 Z" fill="${C.tealLight}" opacity="0.7"/><path d="M0 650 Q200 590 400 650 T800 650 T1200 650 T1600 650 V900 H0 Z" fill="${C.teal}"/><path d="M0 750 Q200 690 400 750 T800 750 T1200 750 T1600 750 V900 H0 Z" fill="${C.navy}"/>`,
      linear('bg', C.plum, C.navy),
    ),
    scene(
      'asset-article-physical-health',
      'Heart and pulse',
      'Illustration of a heart with a steady pulse line running through it',
      'heart-pulse.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/><path d="M800 760 Q560 600 500 440 Q460 300 580 240 Q700 190 800 320 Q900 190 1020 240 Q1140 300 1100 440 Q1040 600 800 760 Z" fill="${C.coral}"/><path d="M120 470 H620 L680 360 L760 600 L840 300 L910 520 L960 470 H1480" stroke="${C.white}" stroke-width="22" fill="none" stroke-linejoin="round" stroke-linecap="round"/>`,
      linear('bg', C.cream, C.amberLight),
    ),
    scene(
      'asset-article-financial-fitness',
      'Coins and a rising arrow',
      'Illustration of stacks of coins beside an upward arrow',
      'coins-arrow.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${[
        [460, 6],
        [640, 9],
        [820, 12],
      ]
        .map(([x, n]) =>
          Array.from(
            { length: n! },
            (_, i) =>
              `<ellipse cx="${x}" cy="${760 - i * 34}" rx="90" ry="26" fill="${i % 2 ? C.amber : C.amberLight}" stroke="${C.navy}" stroke-width="6"/>`,
          ).join(''),
        )
        .join(
          '',
        )}<path d="M1000 700 L1180 480 L1260 560 L1420 320" stroke="${C.teal}" stroke-width="34" fill="none" stroke-linecap="round" stroke-linejoin="round"/><path d="M1340 300 L1440 300 L1440 400 Z" fill="${C.teal}"/>`,
      linear('bg', C.sky, C.cream),
    ),
    scene(
      'asset-article-family-community',
      'Neighborhood homes',
      'Illustration of a row of homes with neighbors gathered in front',
      'neighborhood.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${[0, 1, 2, 3].map((i) => `<rect x="${230 + i * 300}" y="${400 - (i % 2) * 40}" width="220" height="${280 + (i % 2) * 40}" fill="${[C.coral, C.cream, C.tealLight, C.amberLight][i]}"/><path d="M${210 + i * 300} ${410 - (i % 2) * 40} L${340 + i * 300} ${280 - (i % 2) * 40} L${470 + i * 300} ${410 - (i % 2) * 40} Z" fill="${C.navy}"/><rect x="${315 + i * 300}" y="590" width="50" height="90" fill="${C.navy}"/>`).join('')}<rect x="0" y="680" width="${W}" height="220" fill="${C.sage}"/>${person(520, 820, 0.7, C.ink)}${person(600, 820, 0.5, C.ink)}${person(1000, 820, 0.72, C.ink)}${person(1090, 820, 0.7, C.ink)}`,
      linear('bg', C.sky, C.cream),
    ),
    scene(
      'asset-article-workplace',
      'Desk with laptop and plant',
      'Illustration of a tidy desk with a laptop, a mug and a potted plant',
      'desk-laptop.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect x="260" y="600" width="1080" height="40" rx="12" fill="${C.ink}"/><rect x="360" y="640" width="30" height="220" fill="${C.ink}"/><rect x="1210" y="640" width="30" height="220" fill="${C.ink}"/><rect x="560" y="330" width="420" height="260" rx="18" fill="${C.navy}"/><rect x="590" y="360" width="360" height="200" rx="8" fill="${C.tealLight}"/><rect x="520" y="586" width="500" height="20" rx="10" fill="${C.navy}"/><rect x="1080" y="500" width="80" height="100" rx="14" fill="${C.coral}"/><path d="M1160 530 q40 0 40 30 q0 30 -40 30" stroke="${C.coral}" stroke-width="14" fill="none"/><path d="M400 600 L420 500 H500 L520 600 Z" fill="${C.amber}"/><path d="M460 500 Q400 380 420 320 Q470 400 460 500 Q500 360 560 330 Q530 430 460 500" fill="${C.teal}"/>`,
      linear('bg', C.cream, C.sky),
    ),
    scene(
      'asset-article-report',
      'Report with charts',
      'Illustration of a report page with a bar chart, under a magnifying glass',
      'report-charts.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect x="480" y="110" width="560" height="700" rx="28" fill="${C.white}"/><rect x="540" y="170" width="300" height="26" rx="13" fill="${C.navy}"/><rect x="540" y="220" width="420" height="18" rx="9" fill="${C.sky}"/>${[0, 1, 2, 3, 4].map((i) => `<rect x="${560 + i * 85}" y="${620 - (i + 2) * 45}" width="56" height="${(i + 2) * 45}" rx="8" fill="${i === 4 ? C.amber : C.teal}"/>`).join('')}<rect x="540" y="660" width="440" height="16" rx="8" fill="${C.sky}"/><rect x="540" y="700" width="360" height="16" rx="8" fill="${C.sky}"/><circle cx="1080" cy="560" r="120" fill="${C.white}" fill-opacity="0.35" stroke="${C.navy}" stroke-width="30"/><path d="M1165 645 L1290 770" stroke="${C.navy}" stroke-width="44" stroke-linecap="round"/>`,
      linear('bg', C.teal, C.navy),
    ),
    scene(
      'asset-article-webinar',
      'Online presentation',
      'Illustration of a presenter on a large screen with a play button',
      'online-presentation.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/><rect x="300" y="140" width="1000" height="580" rx="30" fill="${C.ink}"/><rect x="340" y="180" width="920" height="500" rx="14" fill="${C.sky}"/>${person(560, 680, 1.5, C.navy)}<rect x="760" y="260" width="420" height="240" rx="16" fill="${C.white}"/><circle cx="970" cy="380" r="80" fill="${C.coral}"/><path d="M945 340 L1010 380 L945 420 Z" fill="${C.white}"/><rect x="700" y="720" width="200" height="80" fill="${C.ink}"/><rect x="600" y="800" width="400" height="30" rx="15" fill="${C.ink}"/>`,
      linear('bg', C.amberLight, C.coral),
    ),
    scene(
      'asset-article-news',
      'Announcement',
      'Illustration of a megaphone with sound waves and confetti',
      'announcement.jpg',
      `<rect width="${W}" height="${H}" fill="url(#bg)"/>${dots(70, C.amberLight, 5, { x: 0, y: 0, w: W, h: H }, 8)}<path d="M500 380 L900 220 V680 L500 520 Z" fill="${C.white}"/><rect x="400" y="380" width="110" height="140" rx="20" fill="${C.coral}"/><path d="M470 520 L520 700 H600 L570 540 Z" fill="${C.coral}"/>${[0, 1, 2].map((i) => `<path d="M${980 + i * 70} ${330 - i * 30} Q${1060 + i * 90} 450 ${980 + i * 70} ${570 + i * 30}" stroke="${C.amber}" stroke-width="20" fill="none" stroke-linecap="round"/>`).join('')}`,
      linear('bg', C.navy, C.teal),
    ),
    avatar('asset-avatar-maya-okafor', 'Maya Okafor', '#8d5a3b', '#1d1410', C.teal, C.amberLight, 'curly'),
    avatar('asset-avatar-daniel-reyes', 'Daniel Reyes', '#c68e62', '#2b1d14', C.navy, C.sky, 'short'),
    avatar('asset-avatar-priya-natarajan', 'Priya Natarajan', '#a4704b', '#120c0a', C.coral, C.cream, 'long'),
    avatar('asset-avatar-tom-whitaker', 'Tom Whitaker', '#f0c8a8', '#8a6a48', C.plum, C.sage, 'short'),
    avatar('asset-avatar-grace-liu', 'Grace Liu', '#efc9a4', '#1a1a1a', C.amber, C.tealLight, 'bun'),
    avatar('asset-avatar-samuel-adeyemi', 'Samuel Adeyemi', '#5e3a24', '#0d0907', C.sage, C.coral, 'short'),
  ];
  return list;
}

/** MIME type of a spec's file. */
export function contentTypeOf(spec: ImageSpec): string {
  return spec.format === 'png' ? 'image/png' : 'image/jpeg';
}

/**
 * A short hash of everything that decides a spec's pixels: the token in the asset URL, so a
 * changed drawing gets a new path (and the old file is no longer referenced).
 */
export function specToken(spec: ImageSpec): string {
  return createHash('sha256')
    .update(JSON.stringify([spec.svg, spec.width, spec.height, spec.format]))
    .digest('hex')
    .slice(0, 32);
}

/** Renders a spec to its file bytes (JPEG quality 80 with mozjpeg, or a palette PNG). */
export async function renderImage(spec: ImageSpec): Promise<Buffer> {
  const image = sharp(Buffer.from(spec.svg), { density: 72 }).resize(spec.width, spec.height);
  return spec.format === 'png'
    ? image.png({ compressionLevel: 9, palette: true }).toBuffer()
    : image.jpeg({ quality: 80, mozjpeg: true }).toBuffer();
}
