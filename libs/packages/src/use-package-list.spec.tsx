import { act, render, screen, waitFor } from '@testing-library/react';
import { getPricingGroup } from '@join/api-client';
import type { Package } from '@join/schemas';
import { usePackageList, type PackageListOptions } from './use-package-list';

jest.mock('@join/api-client', () => ({ getPricingGroup: jest.fn() }));
const lookup = jest.mocked(getPricingGroup);
const pkg = (id: number) => ({ id, displayName: `Package ${id}` }) as Package;

let reload: () => void = () => undefined;
function List({ request, options }: { request: () => { country: string; countryCode: string } | null; options?: PackageListOptions }) {
  const list = usePackageList(request, options);
  reload = list.reload;
  if (list.status === 'loading') return <p>loading</p>;
  if (list.status === 'error') return <p>failed: {list.kind}</p>;
  return <p>{`${list.group}: ${list.packages.map((p) => p.id).join(',')}`}</p>;
}

beforeEach(() => lookup.mockReset());

describe('usePackageList (spec §7 pricing group lookup)', () => {
  it("asks once with the page's request and shows only the pricing group's packages", async () => {
    lookup.mockResolvedValue({ ok: true, data: { pricingGroup: 'P2', country: 'US', packageIds: [2, 3], packages: [pkg(1), pkg(2), pkg(3)] } });
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
    lookup.mockResolvedValueOnce({ ok: true, data: { pricingGroup: 'P3', country: 'US', packageIds: [], packages: [pkg(7)] } });
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
