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
