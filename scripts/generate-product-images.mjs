// Writes the demo's static images: one WebP tile per product in public/productImage/, the fallback public/noImage.png
// and the header's title image public/images/title.webp. Products come from the mock backend's catalogue
// (src/mocks/seed/catalogue.json), so every imagefile it serves has a file here, except the ones listed under
// missingImages, left out on purpose so the app's noImage.png fallback can be seen.
//
// Each picture is drawn as SVG and rasterised by Chromium into WebP, because Chromium renders every SVG image as a
// document of its own on the page's main thread (25-100 ms each at 4x CPU in the cold open's traces, five to eleven
// of them before the first product name), while it decodes a WebP or JPEG photo off it. Real product photos are
// JPEG; the demo's tiles now cost the main thread what they do. Needs Debian's Chromium (CHROMIUM_PATH overrides).
// Run: node scripts/generate-product-images.mjs
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const catalogue = JSON.parse(readFileSync(join(root, 'src/mocks/seed/catalogue.json'), 'utf8'));
const FONT = "'Noto Sans CJK TC','PingFang TC','Microsoft JhengHei',sans-serif";

const escapeXml = (text) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c],
  );

// One simple shape per top-level category (no emoji: they render differently on every phone).
const shapes = {
  meat: (c) =>
    `<ellipse cx="186" cy="100" rx="64" ry="50" transform="rotate(-40 186 100)"/>` +
    `<path d="M142 144L104 182" stroke="#fff" stroke-width="20" stroke-linecap="round"/>` +
    `<circle cx="90" cy="184" r="14"/><circle cx="104" cy="198" r="14"/>` +
    `<path d="M162 84c16-10 36-10 50 0" stroke="${c}" stroke-width="6" fill="none" stroke-linecap="round" opacity=".5"/>`,
  fish: (c) =>
    `<path d="M64 130c32-44 106-52 158 0-52 52-126 44-158 0z"/><path d="M216 130l46-36v72z"/>` +
    `<circle cx="104" cy="122" r="8" fill="${c}"/>`,
  leaf: (c) =>
    `<path d="M96 196c-12-76 42-128 128-128 4 86-42 136-128 128z"/>` +
    `<path d="M102 190c32-32 64-64 102-104" stroke="${c}" stroke-width="7" fill="none" stroke-linecap="round"/>`,
  frost: () =>
    `<g stroke="#fff" stroke-width="12" stroke-linecap="round" fill="none">` +
    `<path d="M160 66v128M104 98l112 64M104 162l112-64"/>` +
    `<path d="M142 76l18 16 18-16M142 184l18-16 18 16"/></g>`,
};

/** Splits a name into at most two lines of six characters (CJK is roughly square). */
function nameLines(name) {
  const chars = [...name];
  if (chars.length <= 6) return [name];
  const first = chars.slice(0, Math.ceil(chars.length / 2));
  return [first.join(''), chars.slice(first.length, first.length + 6).join('')];
}

function productSvg(product, category) {
  const lines = nameLines(product.name);
  const text = lines
    .map((line, i) => {
      const y = lines.length === 1 ? 270 : 252 + i * 40;
      return `<text x="160" y="${y}" text-anchor="middle" font-size="34" font-weight="700" fill="#fff">${escapeXml(line)}</text>`;
    })
    .join('');
  const shape = shapes[category.shape] ?? shapes.leaf;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320" role="img" aria-label="${escapeXml(product.name)}">` +
    `<rect width="320" height="320" fill="${category.color}"/>` +
    `<circle cx="280" cy="40" r="110" fill="#fff" opacity=".08"/><circle cx="30" cy="300" r="80" fill="#000" opacity=".06"/>` +
    `<g fill="#fff" opacity=".92">${shape(category.color)}</g>` +
    `<g font-family="${FONT}">` +
    `<text x="20" y="36" font-size="18" fill="#fff" opacity=".8">${escapeXml(product.code)}</text>${text}</g></svg>\n`
  );
}

// --- PNG (for noImage.png): RGB, filter 0, zlib-compressed, CRC-32 per chunk ---
const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes) => {
  let c = 0xffffffff;
  for (const b of bytes) c = crcTable[(c ^ b) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
function chunk(type, data) {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}
function png(width, height, pixel) {
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) rows.set(pixel(x, y), y * (width * 3 + 1) + 1 + x * 3);
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);
  return Buffer.concat([
    signature,
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A neutral grey tile with a faint "picture" pictogram (sun and hills), no text. */
function noImagePixel(x, y) {
  const light = [230, 230, 230];
  const mark = [196, 196, 196];
  const sun = (x - 62) ** 2 + (y - 62) ** 2 <= 14 ** 2;
  const hill = y >= 112 - Math.abs(x - 76) * 0.9 && y <= 118 && x >= 30 && x <= 130;
  const far = y >= 118 - Math.abs(x - 108) * 0.6 && y <= 118 && x >= 60 && x <= 130;
  return sun || hill || far ? mark : light;
}

const titleSvg =
  `<svg xmlns="http://www.w3.org/2000/svg" width="280" height="56" viewBox="0 0 280 56" role="img" aria-label="鮮享訂購平台">` +
  `<path d="M10 46c-4-22 10-38 36-38 2 24-12 40-36 38z" fill="#3f8a3a"/>` +
  `<path d="M13 43c9-9 18-18 28-30" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round"/>` +
  `<text x="58" y="39" font-family="${FONT}" font-size="30" font-weight="700" fill="#1f5130">鮮享訂購平台</text></svg>\n`;

/**
 * Pixel widths: the tiles twice a card's 80 px (the demo's stand-ins for the backend's photos); the title three
 * times the header's 160x32, as it is the app's own and text is where a soft image shows first on a 3x phone.
 */
const TILE_PX = 160;
const TITLE_PX = 480;

/** Each SVG drawn onto a canvas of `width` px by Chromium and encoded as WebP (alpha kept). */
async function rasterise(pictures) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const page = await browser.newPage();
    const images = [];
    for (const { svg, width, quality } of pictures) {
      const dataUrl = await page.evaluate(
        async ({ svg, width, quality }) => {
          const image = new Image();
          image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
          await image.decode();
          const canvas = document.createElement('canvas');
          canvas.width = width;
          canvas.height = Math.round((width * image.naturalHeight) / image.naturalWidth);
          canvas.getContext('2d').drawImage(image, 0, 0, canvas.width, canvas.height);
          return canvas.toDataURL('image/webp', quality);
        },
        { svg, width, quality },
      );
      if (!dataUrl.startsWith('data:image/webp;'))
        throw new Error('this Chromium cannot encode WebP');
      images.push(Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64'));
    }
    return images;
  } finally {
    await browser.close();
  }
}

const imageDir = join(root, 'public/productImage');
mkdirSync(imageDir, { recursive: true });
for (const file of readdirSync(imageDir)) if (file.endsWith('.webp')) rmSync(join(imageDir, file));
const categories = new Map(catalogue.categories.map((c) => [c.id, c]));
const missing = new Set(catalogue.missingImages);
const pictures = [];
for (const product of catalogue.products) {
  const file = `P${String(product.id).padStart(4, '0')}.webp`;
  if (product.noImage || missing.has(file)) continue;
  const svg = productSvg(product, categories.get(product.cat));
  pictures.push({ path: join(imageDir, file), svg, width: TILE_PX, quality: 0.8 });
}
mkdirSync(join(root, 'public/images'), { recursive: true });
// Sharper than the tiles: the title is text, where lossy artefacts show first.
pictures.push({
  path: join(root, 'public/images/title.webp'),
  svg: titleSvg,
  width: TITLE_PX,
  quality: 0.9,
});
const images = await rasterise(pictures);
pictures.forEach(({ path }, n) => writeFileSync(path, images[n]));
writeFileSync(join(root, 'public/noImage.png'), png(160, 160, noImagePixel));
console.log(
  `wrote ${String(pictures.length - 1)} product images, noImage.png and images/title.webp`,
);
