import { analyticsRefused } from './refusal';

describe('analyticsRefused', () => {
  it.each([
    ['Global Privacy Control', { globalPrivacyControl: true }, true],
    ['Do Not Track', { doNotTrack: '1' }, true],
    ["an old Firefox's Do Not Track", { doNotTrack: 'yes' }, true],
    ['Do Not Track turned off', { doNotTrack: '0' }, false],
    ['no signal', { doNotTrack: null }, false],
    ['Global Privacy Control off', { globalPrivacyControl: false, doNotTrack: 'unspecified' }, false],
  ])('%s', (_label, nav, refused) => {
    expect(analyticsRefused(nav)).toBe(refused);
  });
});
