import { act, render, screen, waitFor } from '@testing-library/react';
import { getPricingGroup } from '@join/api-client';
import type { Package } from '@join/schemas';
import { usePackageList, type PackageListOptions } from './use-package-list';
import { forgetPrefetchedPackages, prefetchPackageList } from './package-list-ahead';

jest.mock('@join/api-client', () => ({ getPricingGroup: jest.fn() }));
const lookup = jest.mocked(getPricingGroup);
const pkg = (id: number) => ({ id, displayName: `Package ${id}` }) as Package;

let reload: () => void = () => undefined;
function List({
  request,
  options,
}: {
  request: () => { country: string; countryCode: string } | null;
  options?: PackageListOptions;
}) {
  const list = usePackageList(request, options);
  reload = list.reload;
  if (list.status === 'loading') return <p>loading</p>;
  if (list.status === 'error') return <p>failed: {list.kind}</p>;
  return <p>{`${list.group}: ${list.packages.map((p) => p.id).join(',')}`}</p>;
}

beforeEach(() => lookup.mockReset());

describe('usePackageList (spec §7 pricing group lookup)', () => {
  it("asks once with the page's request and shows only the pricing group's packages", async () => {
    lookup.mockResolvedValue({
      ok: true,
      data: { pricingGroup: 'P2', country: 'US', packageIds: [2, 3], packages: [pkg(1), pkg(2), pkg(3)] },
    });
    const onReady = jest.fn();
    render(<List request={() => ({ country: 'US', countryCode: '1' })} options={{ onReady }} />);
    expect(await screen.findByText('P2: 2,3')).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledTimes(1);
    expect(lookup).toHaveBeenCalledWith({ country: 'US', countryCode: '1' });
    expect(onReady.mock.calls[0][1].map((p: Package) => p.id)).toEqual([2, 3]);
  });

  it('says why it failed, and asks again on reload', async () => {
    lookup.mockResolvedValueOnce({ ok: false, kind: 'server', status: 500 });
    const onError = jest.fn();
    render(<List request={() => ({ country: 'US', countryCode: '1' })} options={{ onError }} />);
    expect(await screen.findByText('failed: server')).toBeInTheDocument();
    expect(onError).toHaveBeenCalledWith('server');
    lookup.mockResolvedValueOnce({
      ok: true,
      data: { pricingGroup: 'P3', country: 'US', packageIds: [], packages: [pkg(7)] },
    });
    act(() => reload());
    expect(await screen.findByText('P3: 7')).toBeInTheDocument();
  });

  it('asks nothing while the request is not known or the list is not wanted', async () => {
    render(<List request={() => null} />);
    render(<List request={() => ({ country: 'US', countryCode: '1' })} options={{ enabled: false }} />);
    await waitFor(() => expect(screen.getAllByText('loading')).toHaveLength(2));
    expect(lookup).not.toHaveBeenCalled();
  });
});

describe('a language switch (the server words the packages in the page language)', () => {
  afterEach(() => {
    forgetPrefetchedPackages();
    document.documentElement.removeAttribute('lang');
  });

  // Pins the /step3 switch to Español that left 'Essentials 1 Year' in English.
  it('asks again in the new language and keeps the shown list until the answer comes', async () => {
    const named = (name: string) => ({
      ok: true as const,
      data: {
        pricingGroup: 'P2' as const,
        country: 'US',
        packageIds: [2],
        packages: [{ ...pkg(2), displayName: name }],
      },
    });
    function Names({ language }: { language: string }) {
      const list = usePackageList(() => ({ country: 'US', countryCode: '1' }), { language });
      return (
        <p>{list.status === 'ready' ? list.packages.map((p) => p.displayName).join(',') : list.status}</p>
      );
    }
    lookup.mockResolvedValueOnce(named('Essentials 1 Year'));
    const view = render(<Names language="en" />);
    expect(await screen.findByText('Essentials 1 Year')).toBeInTheDocument();
    let answer: (value: Awaited<ReturnType<typeof getPricingGroup>>) => void = () => undefined;
    lookup.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    view.rerender(<Names language="es" />);
    expect(lookup).toHaveBeenCalledTimes(2);
    expect(screen.getByText('Essentials 1 Year')).toBeInTheDocument();
    act(() => answer(named('Esencial 1 año')));
    expect(await screen.findByText('Esencial 1 año')).toBeInTheDocument();
  });

  it('never opens a list asked ahead in the other language', async () => {
    document.documentElement.setAttribute('lang', 'en');
    lookup.mockResolvedValueOnce({
      ok: true,
      data: { pricingGroup: 'P2', country: 'US', packageIds: [], packages: [pkg(1)] },
    });
    prefetchPackageList({ country: 'US', countryCode: '1' });
    await waitFor(() => expect(lookup).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    document.documentElement.setAttribute('lang', 'es');
    lookup.mockResolvedValueOnce({
      ok: true,
      data: { pricingGroup: 'P2', country: 'US', packageIds: [], packages: [pkg(9)] },
    });
    render(<List request={() => ({ country: 'US', countryCode: '1' })} options={{ language: 'es' }} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('P2: 9')).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledTimes(2);
  });
});

describe('prefetchPackageList (asked on the step before the list)', () => {
  afterEach(() => forgetPrefetchedPackages());

  it('opens the list with the answer asked ahead: no loading state, no second lookup, onReady still told', async () => {
    lookup.mockResolvedValue({
      ok: true,
      data: { pricingGroup: 'P2', country: 'US', packageIds: [2], packages: [pkg(1), pkg(2)] },
    });
    prefetchPackageList({ country: 'US', countryCode: '1' });
    await waitFor(() => expect(lookup).toHaveBeenCalledTimes(1));
    await act(async () => undefined);
    const onReady = jest.fn();
    render(<List request={() => ({ country: 'US', countryCode: '1' })} options={{ onReady }} />);
    expect(screen.getByText('P2: 2')).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    await waitFor(() => expect(onReady).toHaveBeenCalledTimes(1));
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('waits for an answer still on its way instead of asking twice', async () => {
    let answer: (value: Awaited<ReturnType<typeof getPricingGroup>>) => void = () => undefined;
    lookup.mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    prefetchPackageList({ country: 'US', countryCode: '1' });
    render(<List request={() => ({ country: 'US', countryCode: '1' })} />);
    expect(screen.getByText('loading')).toBeInTheDocument();
    act(() =>
      answer({ ok: true, data: { pricingGroup: 'P3', country: 'US', packageIds: [], packages: [pkg(4)] } }),
    );
    expect(await screen.findByText('P3: 4')).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledTimes(1);
  });

  it('asks afresh for other details, after a failed answer, and on reload', async () => {
    lookup.mockResolvedValueOnce({
      ok: true,
      data: { pricingGroup: 'P2', country: 'US', packageIds: [], packages: [pkg(1)] },
    });
    prefetchPackageList({ country: 'US', countryCode: '1' });
    await waitFor(() => expect(lookup).toHaveBeenCalledTimes(1));
    lookup.mockResolvedValueOnce({
      ok: true,
      data: { pricingGroup: 'P0', country: 'GB', packageIds: [], packages: [pkg(5)] },
    });
    render(<List request={() => ({ country: 'GB', countryCode: '44' })} />);
    expect(await screen.findByText('P0: 5')).toBeInTheDocument();
    expect(lookup).toHaveBeenLastCalledWith({ country: 'GB', countryCode: '44' });
    lookup.mockResolvedValueOnce({
      ok: true,
      data: { pricingGroup: 'P3', country: 'GB', packageIds: [], packages: [pkg(6)] },
    });
    act(() => reload());
    expect(await screen.findByText('P3: 6')).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledTimes(3);

    forgetPrefetchedPackages();
    lookup.mockResolvedValueOnce({ ok: false, kind: 'network' });
    prefetchPackageList({ country: 'US', countryCode: '1' });
    await waitFor(() => expect(lookup).toHaveBeenCalledTimes(4));
    await act(async () => undefined);
    lookup.mockResolvedValueOnce({
      ok: true,
      data: { pricingGroup: 'P2', country: 'US', packageIds: [], packages: [pkg(8)] },
    });
    render(<List request={() => ({ country: 'US', countryCode: '1' })} />);
    expect(await screen.findByText('P2: 8')).toBeInTheDocument();
    expect(lookup).toHaveBeenCalledTimes(5);
  });
});
