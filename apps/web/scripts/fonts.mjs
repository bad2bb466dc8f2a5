// Writes app/assets/fonts/: the site font, Readex Pro (SIL Open Font License 1.1, no reserved
// name), cut down to what the site draws, and the @font-face rules that name it. Run after
// upgrading @fontsource-variable/readex-pro: `npm run fonts -w @jaliya/web`.
//
// Each file keeps every character of its Fontsource subset (the same unicode-range) and narrows
// the weight axis from 160-700 to 400-700: the site sets text at 400 (normal), 500, 600 and 700
// (bold) and nothing lighter. The light end of the axis was a third of each file's bytes, which
// every first visit downloads before its text takes its final shape (the Latin and Arabic files
// are both on most pages: business names come in both scripts). HarfBuzz narrows the axis
// exactly: the weights kept are drawn as before.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** The weights the site sets text in: normal (400) to bold (700). */
export const WEIGHTS = { min: 400, max: 700 };
const FAMILY = 'Readex Pro Variable';

const require = createRequire(import.meta.url);
const fontsource = path.dirname(require.resolve('@fontsource-variable/readex-pro/package.json'));
const outputDirectory = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../app/assets/fonts');

/** Every code point a unicode-range names (`U+0600-06FF,U+200C`), as a string. */
function characters(unicodeRange) {
  let text = '';
  for (const part of unicodeRange.split(',')) {
    const [first, last = first] = part.trim().replace(/^U\+/i, '').split('-');
    for (let code = parseInt(first, 16); code <= parseInt(last, 16); code++) {
      // Lone surrogates are not characters: HarfBuzz would be given U+FFFD for them.
      if (code < 0xd800 || code > 0xdfff) text += String.fromCodePoint(code);
    }
  }
  return text;
}

/** The faces of Fontsource's variable Readex Pro: subset name, file and unicode-range. */
function fontsourceFaces() {
  const css = readFileSync(path.join(fontsource, 'wght.css'), 'utf8');
  const faces = [
    ...css.matchAll(
      /\/\* readex-pro-([\w-]+)-wght-normal \*\/[^}]*?src: url\(\.\/(files\/[^)]+)\)[^}]*?unicode-range: ([^;]+);/g,
    ),
  ].map(([, subset, file, unicodeRange]) => ({ subset, file, unicodeRange }));
  if (faces.length === 0) throw new Error('No faces found in @fontsource-variable/readex-pro/wght.css');
  return faces;
}

/** The font files (name and bytes) and the stylesheet that declares them. */
export async function readexPro() {
  const files = [];
  const rules = [];
  for (const { subset, file, unicodeRange } of fontsourceFaces()) {
    const source = readFileSync(path.join(fontsource, file));
    const bytes = await subsetFont(source, characters(unicodeRange), {
      targetFormat: 'woff2',
      variationAxes: { wght: WEIGHTS },
    });
    const name = `readex-pro-${subset}-${WEIGHTS.min}-${WEIGHTS.max}.woff2`;
    files.push({ name, bytes, originalSize: source.length });
    rules.push(
      `/* ${subset} */\n@font-face {\n  font-family: '${FAMILY}';\n  font-style: normal;\n  font-display: swap;\n` +
        `  font-weight: ${WEIGHTS.min} ${WEIGHTS.max};\n  src: url('./${name}') format('woff2-variations');\n` +
        `  unicode-range: ${unicodeRange};\n}\n`,
    );
  }
  const css = `/* Written by apps/web/scripts/fonts.mjs from @fontsource-variable/readex-pro: do not edit. */\n\n${rules.join('\n')}`;
  return { files, css };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { files, css } = await readexPro();
  mkdirSync(outputDirectory, { recursive: true });
  for (const { name, bytes, originalSize } of files) {
    writeFileSync(path.join(outputDirectory, name), bytes);
    console.log(`${name}: ${originalSize} -> ${bytes.length} bytes`);
  }
  writeFileSync(path.join(outputDirectory, 'readex-pro.css'), css);
  copyFileSync(path.join(fontsource, 'LICENSE'), path.join(outputDirectory, 'OFL.txt'));
  console.log('Wrote app/assets/fonts/');
}
