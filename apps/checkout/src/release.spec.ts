import { ROUTE_BASE, routeRefusal } from '@join/route-table';
import release from './release.json';
import { OWN_PAGES } from './remote-routes';

describe("checkout's release declaration (join-release.json)", () => {
  it('declares exactly the pages of its own that its routes serve, all of them its to take', () => {
    expect(release.routes).toEqual(Object.keys(OWN_PAGES).map((path) => `${ROUTE_BASE}${path}`));
    for (const route of release.routes) expect(routeRefusal('checkout', route)).toBeUndefined();
  });
});
