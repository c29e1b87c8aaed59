import { requestFirstImages } from '../../../src/start/first-images';
import { seedProducts } from '../../../src/mocks/seed/catalogue';

/** Records the images start-up asks for (jsdom loads none). */
function recordImages(): { src: string; fetchPriority: string }[] {
  const asked: { src: string; fetchPriority: string }[] = [];
  class RecordingImage {
    fetchPriority = 'auto';
    set src(value: string) {
      asked.push({ src: value, fetchPriority: this.fetchPriority });
    }
  }
  vi.stubGlobal('Image', RecordingImage);
  return asked;
}

const products = seedProducts().slice(0, 5);
// Two sub-categories: the first three cards (a phone's first screen) run across the first heading into the second.
const groups = [
  { key: '1', title: '豬肉', products: products.slice(0, 2) },
  { key: '2', title: '牛肉', products: products.slice(2, 5) },
];

afterEach(() => {
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

test('before the app is on screen, the first three cards’ images are asked for at high priority, in list order', () => {
  document.body.innerHTML = '<div id="root"></div>';
  const asked = recordImages();
  requestFirstImages(groups);
  expect(asked).toEqual(
    products.slice(0, 3).map((product) => ({
      src: `/productImage/${product.imagefile ?? ''}`,
      fetchPriority: 'high',
    })),
  );
});

test('once the app is on screen, nothing is asked for early: the cards ask for their own images', () => {
  document.body.innerHTML = '<div id="root"><main>商品總覽</main></div>';
  const asked = recordImages();
  requestFirstImages(groups);
  expect(asked).toEqual([]);
});
