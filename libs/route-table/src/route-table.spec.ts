import {
  BUILT_IN_ROUTES,
  composeRouteTable,
  decideRoute,
  declaredPagePath,
  declaredRoutesOf,
  routeRefusal,
} from './index';

describe('route table composed from the live releases (spec §2)', () => {
  it('is the spec table when nothing is declared', () => {
    expect(composeRouteTable(undefined)).toEqual(BUILT_IN_ROUTES);
    expect(composeRouteTable({})).toEqual(BUILT_IN_ROUTES);
    expect(decideRoute('/payment-help', composeRouteTable({}))).toEqual({ kind: 'notFound' });
  });

  it('gives a page a release declares to that remote, whatever its case or trailing slash', () => {
    const table = composeRouteTable({ checkout: ['/app/join/payment-help', '/app/join/payment/faq/'] });
    expect(decideRoute('/payment-help', table)).toEqual({ kind: 'remote', remote: 'checkout' });
    expect(decideRoute('/Payment-Help/', table)).toEqual({ kind: 'remote', remote: 'checkout' });
    expect(decideRoute('/payment/faq', table)).toMatchObject({ kind: 'remote', remote: 'checkout' });
    // The spec's pages stay as they are beside it.
    expect(decideRoute('/step3', table)).toEqual({
      kind: 'remote',
      remote: 'parentSignup',
      preload: 'checkout',
    });
  });

  it("keeps the spec's pages, redirects and account paths whatever a release declares", () => {
    const table = composeRouteTable({
      checkout: [
        '/app/join/step1',
        '/app/join/carousel',
        '/app/join/step1/parentb/x',
        '/app/join/join/payment',
      ],
      invite: ['/app/join/payment'],
    });
    expect(decideRoute('/step1', table)).toMatchObject({ kind: 'remote', remote: 'parentSignup' });
    expect(decideRoute('/payment', table)).toMatchObject({ kind: 'remote', remote: 'checkout' });
    expect(decideRoute('/carousel', table)).toEqual({ kind: 'redirect', to: '/step1' });
    expect(decideRoute('/join/payment', table)).toEqual({ kind: 'redirect', to: '/payment' });
    expect(decideRoute('/step1/parentb/x', table)).toEqual({ kind: 'accountBilling' });
  });

  it('leaves out paths outside /app/join/ and ones that are not plain page paths', () => {
    const table = composeRouteTable({
      checkout: ['/payment-help', '/app/joinx/help', '/api/help', '/app/join/../api', '/app/join/a?b', 'x'],
      unknownRemote: ['/app/join/elsewhere'],
    });
    expect(table).toEqual(BUILT_IN_ROUTES);
  });

  it('gives a page two releases declare to one remote only, the same one every time', () => {
    const table = composeRouteTable({ invite: ['/app/join/help'], checkout: ['/app/join/help'] });
    expect(table.owners['/help']).toBe('checkout');
  });

  it('reads full paths under the router base as page paths', () => {
    expect(declaredPagePath('/app/join/payment-help')).toBe('/payment-help');
    expect(declaredPagePath('/app/join/')).toBeUndefined();
    expect(declaredPagePath('/app/join')).toBeUndefined();
    expect(declaredPagePath('/account/billing')).toBeUndefined();
  });

  it('takes the declared routes of the remotes a page uses', () => {
    expect(
      declaredRoutesOf({
        checkout: { routes: ['/app/join/payment-help'] },
        invite: {},
        parentSignup: { routes: [] },
        shell: { routes: ['/app/join/x'] },
      }),
    ).toEqual({ checkout: ['/app/join/payment-help'] });
  });
});

describe('what a release may declare', () => {
  it.each([
    ['/app/join/payment-help', {}, undefined],
    ['/app/join/payment', {}, undefined],
    ['/app/join/step1', {}, '/app/join/step1 belongs to parentSignup'],
    ['/app/join/help', { invite: ['/app/join/help'] }, '/app/join/help belongs to invite'],
    ['/app/join/help', { checkout: ['/app/join/help'] }, undefined],
    ['/payment-help', {}, '/payment-help is not a page path under /app/join/'],
    ['/account/billing', {}, '/account/billing is not a page path under /app/join/'],
    ['/app/join/carousel', {}, '/app/join/carousel is a path the shell redirects'],
    [
      '/app/join/securityquestions',
      {},
      '/app/join/securityquestions is a path the shell sends to the account app',
    ],
  ])('checkout declaring %s (others %j): %s', (path, others, reason) => {
    expect(routeRefusal('checkout', path, others)).toBe(reason);
  });
});
