import { moveSecretsToFragment, withSecretsInFragment } from './invite-token-fragment';

describe('withSecretsInFragment', () => {
  it("moves an old link's invite token from the query string into the fragment", () => {
    expect(withSecretsInFragment('https://join.example/app/join/invite?inviteToken=abc%2B1&userId=u_1')).toBe(
      'https://join.example/app/join/invite?userId=u_1#inviteToken=abc%2B1',
    );
  });

  it('leaves addresses without a token alone, and keeps a fragment already there', () => {
    expect(withSecretsInFragment('https://join.example/app/join/invite?userId=u_1#inviteToken=t')).toBeNull();
    expect(withSecretsInFragment('https://join.example/app/join/step1?flags=Venmo:Off')).toBeNull();
  });

  it('rewrites the address bar without a navigation', () => {
    window.history.replaceState(null, '', '/app/join/invite?inviteToken=tok-9&userId=u_2');
    moveSecretsToFragment(window);
    expect(window.location.search).toBe('?userId=u_2');
    expect(window.location.hash).toBe('#inviteToken=tok-9');
  });
});
