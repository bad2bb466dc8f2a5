/**
 * Demo images drawn as SVG and re-encoded by the image pipeline, so seeding needs no downloads.
 * They contain no text: names are rendered by the page in the visitor's language.
 */

/** An eight-pointed star (the khatam), a common motif in Arab geometric art. */
function star(cx: number, cy: number, radius: number, fill: string, opacity = 1): string {
  const square = (rotation: number) =>
    `<rect x="${cx - radius}" y="${cy - radius}" width="${radius * 2}" height="${radius * 2}" transform="rotate(${rotation} ${cx} ${cy})" fill="${fill}" opacity="${opacity}"/>`;
  return square(0) + square(45);
}

/** The hero banner: an evening sky over a city skyline with a star-pattern overlay. */
export function heroSvg(width = 1920, height = 750): string {
  const pattern: string[] = [];
  for (let x = 60; x < width; x += 160) {
    for (let y = 60; y < height * 0.55; y += 160) pattern.push(star(x, y, 26, '#ffffff', 0.05));
  }
  const towers: string[] = [];
  const heights = [220, 320, 260, 420, 300, 360, 240, 480, 280, 340, 200, 380, 260, 300, 230, 410];
  const towerWidth = width / heights.length;
  heights.forEach((towerHeight, index) => {
    const x = index * towerWidth;
    towers.push(
      `<rect x="${x + 6}" y="${height - towerHeight}" width="${towerWidth - 12}" height="${towerHeight}" fill="#0b3b3c"/>`,
    );
    for (let row = height - towerHeight + 24; row < height - 30; row += 36) {
      towers.push(
        `<rect x="${x + 22}" y="${row}" width="10" height="14" fill="#f5b942" opacity="${(index * 7 + row) % 3 === 0 ? 0.85 : 0.25}"/>`,
      );
    }
  });
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
      <stop offset="0" stop-color="#0f5e5f"/><stop offset="0.6" stop-color="#1a8a85"/><stop offset="1" stop-color="#f0a93b"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#sky)"/>
  <circle cx="${width * 0.78}" cy="${height * 0.52}" r="120" fill="#ffd27a" opacity="0.9"/>
  ${pattern.join('')}
  ${towers.join('')}
</svg>`;
}

/** The site emblem: an amber star inside a teal one. */
export function emblemSvg(size = 256): string {
  const centre = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  ${star(centre, centre, size * 0.33, '#0f766e')}
  ${star(centre, centre, size * 0.2, '#f59e0b')}
  <circle cx="${centre}" cy="${centre}" r="${size * 0.09}" fill="#ffffff"/>
</svg>`;
}

/** A round badge for a state in the states menu, in its own hue. */
export function stateBadgeSvg(hue: number, size = 160): string {
  const centre = size / 2;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <circle cx="${centre}" cy="${centre}" r="${centre}" fill="hsl(${hue} 55% 38%)"/>
  ${star(centre, centre, size * 0.26, `hsl(${(hue + 40) % 360} 80% 62%)`, 0.9)}
</svg>`;
}

/** The welcome pop-up picture: a warm greeting card pattern. */
export function welcomeSvg(width = 1200, height = 800): string {
  const stars: string[] = [];
  for (let x = 100; x < width; x += 200) {
    for (let y = 100; y < height; y += 200) stars.push(star(x, y, 40, '#0f766e', 0.18));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#fdf6e9"/>
  ${stars.join('')}
  ${star(width / 2, height / 2, 150, '#f59e0b')}
  ${star(width / 2, height / 2, 90, '#0f766e')}
</svg>`;
}

/** A blog cover in its own hue: a tiled star pattern behind a row of arches, varied by `seed`. */
export function blogCoverSvg(hue: number, seed: number, width = 1200, height = 675): string {
  const tiles: string[] = [];
  const step = 120 + (seed % 3) * 20;
  for (let x = step / 2; x < width; x += step) {
    for (let y = step / 2; y < height; y += step) {
      tiles.push(star(x, y, step * 0.22, '#ffffff', ((x + y + seed) / step) % 2 < 1 ? 0.12 : 0.06));
    }
  }
  const arches: string[] = [];
  const count = 4 + (seed % 3);
  const archWidth = width / count;
  for (let index = 0; index < count; index += 1) {
    const x = index * archWidth + archWidth * 0.15;
    const w = archWidth * 0.7;
    const top = height * (0.45 + ((index + seed) % 2) * 0.06);
    arches.push(
      `<path d="M${x} ${height} V${top + w / 2} A${w / 2} ${w / 2} 0 0 1 ${x + w} ${top + w / 2} V${height} Z" fill="hsl(${hue} 60% 18%)" opacity="0.55"/>`,
    );
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue} 55% 34%)"/><stop offset="1" stop-color="hsl(${(hue + 35) % 360} 70% 52%)"/>
    </linearGradient>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  ${tiles.join('')}
  <circle cx="${width * (0.2 + (seed % 5) * 0.15)}" cy="${height * 0.3}" r="${height * 0.12}" fill="#ffd27a" opacity="0.85"/>
  ${arches.join('')}
</svg>`;
}

/** The about page picture: a circle of stars, one per community, around the emblem. */
export function aboutSvg(width = 1200, height = 800): string {
  const ring: string[] = [];
  const count = 12;
  for (let index = 0; index < count; index += 1) {
    const angle = (index / count) * Math.PI * 2;
    const x = width / 2 + Math.cos(angle) * height * 0.33;
    const y = height / 2 + Math.sin(angle) * height * 0.33;
    ring.push(star(x, y, 34, index % 2 === 0 ? '#0f766e' : '#f59e0b', 0.9));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <rect width="${width}" height="${height}" fill="#ecfdf5"/>
  ${ring.join('')}
  ${star(width / 2, height / 2, 110, '#134e4a')}
  ${star(width / 2, height / 2, 64, '#f59e0b')}
</svg>`;
}

/** A business logo: a round badge in the business's colour with a star motif (no letters). */
export function logoSvg(hue: number, variant: number): string {
  const size = 256;
  const inner =
    variant % 3 === 0
      ? star(128, 128, 54, '#ffffff', 0.95)
      : variant % 3 === 1
        ? `<circle cx="128" cy="128" r="58" fill="none" stroke="#ffffff" stroke-width="18"/>${star(128, 128, 24, '#ffffff')}`
        : `<path d="M128 52 L196 170 L60 170 Z" fill="#ffffff" opacity="0.95"/>${star(128, 138, 18, `hsl(${hue} 60% 35%)`)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
  <rect width="${size}" height="${size}" fill="hsl(${hue} 45% 94%)"/>
  <circle cx="128" cy="128" r="112" fill="hsl(${hue} 60% 35%)"/>
  ${inner}
</svg>`;
}

/**
 * A photo-like scene for listings: a shopfront with an awning, shelves inside, or a street
 * view, in a colour family. Variants differ so a gallery does not repeat itself.
 */
export function sceneSvg(hue: number, variant: number, width = 1200, height = 800): string {
  const parts: string[] = [];
  const accent = `hsl(${(hue + 30) % 360} 70% 55%)`;
  const wall = `hsl(${hue} 35% ${70 + (variant % 3) * 6}%)`;
  parts.push(`<rect width="${width}" height="${height}" fill="${wall}"/>`);
  if (variant % 3 === 0) {
    // Shopfront: awning stripes, windows and a door.
    for (let x = 0; x < width; x += 80) {
      parts.push(`<rect x="${x}" y="120" width="40" height="110" fill="${accent}"/>`);
      parts.push(`<rect x="${x + 40}" y="120" width="40" height="110" fill="#ffffff" opacity="0.9"/>`);
    }
    parts.push(`<rect x="100" y="300" width="380" height="300" fill="hsl(${hue} 40% 25%)" opacity="0.85"/>`);
    parts.push(`<rect x="720" y="300" width="380" height="300" fill="hsl(${hue} 40% 25%)" opacity="0.85"/>`);
    parts.push(`<rect x="530" y="280" width="140" height="420" fill="hsl(${hue} 50% 20%)"/>`);
  } else if (variant % 3 === 1) {
    // Inside: shelves with goods.
    for (let row = 0; row < 4; row++) {
      const y = 140 + row * 160;
      parts.push(
        `<rect x="80" y="${y + 100}" width="${width - 160}" height="18" fill="hsl(${hue} 30% 30%)"/>`,
      );
      for (let x = 100; x < width - 120; x += 70) {
        const h = 50 + ((x + row * 37) % 45);
        parts.push(
          `<rect x="${x}" y="${y + 100 - h}" width="50" height="${h}" rx="6" fill="hsl(${(hue + x) % 360} 60% ${45 + (row % 2) * 10}%)"/>`,
        );
      }
    }
  } else {
    // Street: sky, buildings and a palm-like star.
    parts.push(`<rect width="${width}" height="${height * 0.55}" fill="hsl(${(hue + 180) % 360} 55% 80%)"/>`);
    for (let x = 0; x < width; x += 200) {
      const h = 260 + ((x * 7) % 180);
      parts.push(
        `<rect x="${x + 10}" y="${height - h}" width="180" height="${h}" fill="hsl(${hue} 30% ${35 + (x % 3) * 8}%)"/>`,
      );
    }
    parts.push(star(width * 0.8, height * 0.2, 60, '#fff3c4', 0.9));
  }
  parts.push(star(width - 90, height - 90, 40, '#ffffff', 0.25));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${parts.join('')}</svg>`;
}
