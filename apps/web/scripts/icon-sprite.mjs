// Writes app/assets/category-icons.svg: one <symbol> per icon a category or service may name, drawn
// from Lucide (ISC licence). Pages point at it with <use>, so the drawings cost no JavaScript and
// are fetched once for every page. Run after changing CATEGORY_ICONS: `npm run icons -w @jaliya/web`.
import { writeFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import * as lucide from 'lucide-react';

/** The Lucide drawing behind each icon name of the contract (CATEGORY_ICONS). */
export const ICON_SOURCES = {
  stethoscope: 'Stethoscope',
  scale: 'Scale',
  calculator: 'Calculator',
  wrench: 'Wrench',
  home: 'House',
  languages: 'Languages',
  key: 'KeyRound',
  book: 'BookOpen',
  scissors: 'Scissors',
  shield: 'ShieldCheck',
  basket: 'ShoppingBasket',
  utensils: 'UtensilsCrossed',
  croissant: 'Croissant',
  shirt: 'Shirt',
  smartphone: 'Smartphone',
  sofa: 'Sofa',
  pill: 'Pill',
  store: 'Store',
  briefcase: 'Briefcase',
  car: 'Car',
  baby: 'Baby',
  dumbbell: 'Dumbbell',
};

export function iconSprite() {
  const symbols = Object.entries(ICON_SOURCES).map(([name, source]) => {
    const markup = renderToStaticMarkup(createElement(lucide[source]));
    const inner = markup.replace(/^<svg[^>]*>/, '').replace(/<\/svg>$/, '');
    return `<symbol id="${name}" viewBox="0 0 24 24">${inner}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>\n`;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(new URL('../app/assets/category-icons.svg', import.meta.url), iconSprite());
  console.log('Wrote app/assets/category-icons.svg');
}
