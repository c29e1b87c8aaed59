import { act, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { later } from '../../../src/components/later';

const Fallback = () => <p>載入中</p>;

function countingLoad() {
  const load = vi.fn(() => Promise.resolve(() => <h1>商品總覽</h1>));
  return load;
}

test('a preloaded component is on the page in the first commit: no fallback, so no throttled reveal', async () => {
  const load = countingLoad();
  const Screen = later(load);
  await Screen.preload();
  const fallbacks = vi.fn();
  function CountedFallback() {
    fallbacks();
    return <Fallback />;
  }
  render(
    <Suspense fallback={<CountedFallback />}>
      <Screen />
    </Suspense>,
  );
  expect(screen.getByRole('heading', { name: '商品總覽' })).toBeInTheDocument();
  expect(fallbacks).not.toHaveBeenCalled();
  expect(load).toHaveBeenCalledTimes(1);
});

test('a component not preloaded shows the fallback, then itself, loading its code once', async () => {
  const load = countingLoad();
  const Screen = later(load);
  render(
    <Suspense fallback={<Fallback />}>
      <Screen />
    </Suspense>,
  );
  expect(screen.getByText('載入中')).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: '商品總覽' })).toBeInTheDocument();
  await act(() => Screen.preload());
  expect(load).toHaveBeenCalledTimes(1);
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override render = () => (this.state.failed ? <p>畫面載入失敗</p> : this.props.children);
}

test('a part takes its props through the helper', async () => {
  const Part = later(() =>
    Promise.resolve(({ name }: { name: string }) => <p>{`${name} 已加入`}</p>),
  );
  render(
    <Suspense fallback={<Fallback />}>
      <Part name="高麗菜" />
    </Suspense>,
  );
  expect(await screen.findByText('高麗菜 已加入')).toBeInTheDocument();
});

test('code that fails to load reaches the error boundary, as with React.lazy', async () => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  const Screen = later(() => Promise.reject(new Error('chunk failed')));
  render(
    <Boundary>
      <Suspense fallback={<Fallback />}>
        <Screen />
      </Suspense>
    </Boundary>,
  );
  expect(await screen.findByText('畫面載入失敗')).toBeInTheDocument();
});
