import { ROUTES_ELEMENT_ID } from '@join/page-contract';
import { decideRoute, isChatRoute, normalisePath, pageRouteTable } from './route-table';

describe('shell route table (spec §2)', () => {
  it.each([
    ['/', '/signup'],
    ['/carousel', '/step1'],
    ['/join/payment', '/payment'],
    ['/carousel/', '/step1'],
  ])('%s redirects to %s', (from, to) => {
    expect(decideRoute(from)).toEqual({ kind: 'redirect', to });
  });

  it.each([
    ['/signup', 'parentSignup'],
    ['/step1', 'parentSignup'],
    ['/step2', 'parentSignup'],
    ['/step3', 'parentSignup'],
    ['/alacarte', 'parentSignup'],
    ['/duplicate', 'parentSignup'],
    ['/payment', 'checkout'],
    ['/credentials', 'checkout'],
    ['/receipt', 'checkout'],
    ['/invite/payment', 'checkout'],
    ['/invite/credentials', 'checkout'],
    ['/invite/receipt', 'checkout'],
    ['/invite', 'invite'],
    ['/invite/request', 'invite'],
    ['/invite/step1', 'invite'],
    ['/invite/packages', 'invite'],
    ['/invite/choose-your-own', 'invite'],
    ['/invite/billing-info', 'invite'],
    ['/pro', 'proSignup'],
  ])('%s belongs to %s', (path, remote) => {
    expect(decideRoute(path)).toMatchObject({ kind: 'remote', remote });
  });

  it.each([
    '/step1/parentb',
    '/step1/address',
    '/step2/parentb',
    '/alacarte/parentb',
    '/payment/parentb',
    '/receipt/parentb',
    '/securityquestions',
    '/termsandconditions',
    '/step1/parentb/42',
    '/securityquestions/x',
  ])('%s goes to the account billing page', (path) => {
    expect(decideRoute(path)).toEqual({ kind: 'accountBilling' });
  });

  it('does not treat look-alike paths as prefixes', () => {
    expect(decideRoute('/step1/parentbx')).toEqual({ kind: 'notFound' });
    expect(decideRoute('/step1/other')).toEqual({ kind: 'notFound' });
    expect(decideRoute('/nowhere')).toEqual({ kind: 'notFound' });
  });

  it('preloads checkout one step ahead', () => {
    expect(decideRoute('/step3')).toMatchObject({ preload: 'checkout' });
    expect(decideRoute('/step1')).toMatchObject({ preload: undefined });
  });

  it('normalises trailing slashes and case', () => {
    expect(normalisePath('/Step1/')).toBe('/step1');
    expect(normalisePath('')).toBe('/');
  });

  it('gates the support chat to home and duplicate', () => {
    expect(isChatRoute('/signup')).toBe(true);
    expect(isChatRoute('/duplicate')).toBe(true);
    expect(isChatRoute('/step1')).toBe(false);
  });

  it('decides with the pages the page says its live releases declare', () => {
    const page = (text?: string) => {
      document.body.innerHTML =
        text === undefined ? '' : `<script type="application/json" id="${ROUTES_ELEMENT_ID}"></script>`;
      const element = document.getElementById(ROUTES_ELEMENT_ID);
      if (element && text !== undefined) element.textContent = text;
      return pageRouteTable(document);
    };
    expect(decideRoute('/payment-help', page())).toEqual({ kind: 'notFound' });
    expect(decideRoute('/payment-help', page('{"checkout":["/app/join/payment-help"]}'))).toEqual({
      kind: 'remote',
      remote: 'checkout',
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(decideRoute('/payment-help', page('{not json'))).toEqual({ kind: 'notFound' });
    expect(decideRoute('/step1', page('{not json'))).toMatchObject({
      kind: 'remote',
      remote: 'parentSignup',
    });
  });
});
