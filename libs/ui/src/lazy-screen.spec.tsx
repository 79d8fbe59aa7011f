import { Suspense, useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazyScreen, routePreloader } from './lazy-screen';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((n) => n + 1)}>{`${label} ${count}`}</button>;
}

describe('lazyScreen (CONTRACTS#first-screen-from-the-server 4: hydrate a server-rendered page in one pass)', () => {
  it('renders without suspending once preloaded', async () => {
    const Screen = lazyScreen(async () => Counter);
    await Screen.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen label="Clicks" />
      </Suspense>,
    );
    // Synchronously there: no fallback was ever shown.
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clicks 0' })).toBeInTheDocument();
  });

  it('suspends while its chunk loads when it was not preloaded, and fetches it once', async () => {
    const load = jest.fn(async () => Counter);
    const Screen = lazyScreen(load);
    render(
      <Suspense fallback={<p>loading</p>}>
        <Screen label="Clicks" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Clicks 0' })).toBeInTheDocument();
    await Screen.preload();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the mounted screen (and its state) when the parent renders again after the chunk arrived', async () => {
    const Screen = lazyScreen(async () => Counter);
    const { rerender } = render(
      <Suspense fallback={<p>loading</p>}>
        <Screen label="Clicks" />
      </Suspense>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Clicks 0' }));
    rerender(
      <Suspense fallback={<p>loading</p>}>
        <Screen label="Taps" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Taps 1' })).toBeInTheDocument();
  });

  it('tries a failed chunk again on the next preload', async () => {
    let fail = true;
    const Screen = lazyScreen(async () => {
      if (fail) throw new Error('chunk failed');
      return Counter;
    });
    await expect(Screen.preload()).rejects.toThrow('chunk failed');
    fail = false;
    await expect(Screen.preload()).resolves.toBe(Counter);
  });

  it('preloads the screen of a path, whatever its case or trailing slash, and nothing for other paths', async () => {
    const a = { preload: jest.fn(async () => undefined) };
    const preload = routePreloader({ '/step1': a });
    await act(async () => {
      await preload('/Step1/');
      await preload('/step2');
    });
    expect(a.preload).toHaveBeenCalledTimes(1);
  });
});
