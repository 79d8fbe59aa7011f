import { addFlagOverrides, effectiveFlags, getFlag, parseFlagOverrides, setConfig } from './config';

const urls = {
  login: '/l',
  legacyHome: '/',
  accountBilling: '/b',
  terms: '/t',
  privacy: '/p',
  help: '/h',
  contact: '/c',
  proCases: '/pc',
  passwordRetrieval: '/pr',
};

describe('flag overrides (spec §3, ?flags= in sandbox mode)', () => {
  it('reads name:value pairs and ignores malformed parts', () => {
    expect(parseFlagOverrides('GROW872:Treatment,Venmo:Off,Bad,PayPal:Maybe, ApplePay : Control')).toEqual({
      GROW872: 'Treatment',
      Venmo: 'Off',
      ApplePay: 'Control',
    });
    expect(parseFlagOverrides(null)).toEqual({});
  });

  it('applies overrides only in sandbox mode', () => {
    setConfig({ sandbox: false, flags: { GROW872: 'Control' }, urls, supportChat: false });
    addFlagOverrides({ GROW872: 'Treatment' });
    expect(getFlag('GROW872')).toBe('Control');
    setConfig({ sandbox: true, flags: { GROW872: 'Control' }, urls, supportChat: false });
    expect(getFlag('GROW872')).toBe('Treatment');
    expect(effectiveFlags().Venmo).toBeUndefined();
    expect(getFlag('Venmo')).toBe('Off');
  });
});
