import { changeEmailRoute } from './change-email';

describe("Review's email Change link (spec §2 Review step)", () => {
  it('sends Parent A to /step1', () => {
    expect(changeEmailRoute('parent')).toBe('/step1');
  });

  it('sends an invitee without an account to the invite contact form', () => {
    expect(changeEmailRoute('invite', { requireCredentials: true })).toBe('/invite/step1');
    expect(changeEmailRoute('invite', null)).toBe('/invite/step1');
  });

  it('sends a Parent B who already has an account to /step1/parentb', () => {
    // Pins a bug: the spec's /step1/parentb target was never used.
    expect(changeEmailRoute('invite', { requireCredentials: false })).toBe('/step1/parentb');
  });
});
