import { dropPreloadsThePageMade, pagePreloadsRemote } from './page-preloads';

function pageWith(headHtml: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  // The page's own address, which relative links and manifest addresses resolve against.
  doc.head.innerHTML = `<base href="http://join.test/app/join/step1">${headHtml}`;
  return doc;
}

// What the server puts in the head of a page whose route is the parent sign-up remote.
const serverHead = [
  '<link rel="preload" href="/app/join/remotes/parentSignup/mf-manifest.json" as="fetch" crossorigin="anonymous">',
  '<link rel="preload" href="/app/join/remotes/parentSignup/remoteEntry.js" as="script">',
  '<link rel="preload" href="/app/join/remotes/parentSignup/__federation_expose_Routes.a819facf5d.js" as="script">',
  '<style data-href="__federation_expose_Routes.b5d142771d.css">.x{}</style>',
].join('');

describe('preloads the server page already made (CONTRACTS#first-screen-from-the-server 4)', () => {
  it('knows a remote whose scripts the head preloads, by its manifest folder', () => {
    const doc = pageWith(serverHead);
    expect(pagePreloadsRemote('/app/join/remotes/parentSignup/mf-manifest.json', doc)).toBe(true);
    // A retry's manifest address carries a query; the folder is the same.
    expect(pagePreloadsRemote('/app/join/remotes/parentSignup/mf-manifest.json?retry=1', doc)).toBe(true);
    expect(pagePreloadsRemote('http://join.test/app/join/remotes/parentSignup/mf-manifest.json', doc)).toBe(
      true,
    );
    expect(pagePreloadsRemote('http://cdn.test/app/join/remotes/parentSignup/mf-manifest.json', doc)).toBe(
      false,
    );
  });

  it('does not count another remote, a folder that only shares a prefix, or the manifest alone', () => {
    const doc = pageWith(serverHead);
    expect(pagePreloadsRemote('/app/join/remotes/checkout/mf-manifest.json', doc)).toBe(false);
    expect(pagePreloadsRemote('/app/join/remotes/parentSignupNext/mf-manifest.json', doc)).toBe(false);
    // A swapped remote published in a new folder is preloaded by the runtime as usual.
    expect(pagePreloadsRemote('/app/join/remotes/parentSignup/v2/mf-manifest.json', doc)).toBe(false);
    expect(
      pagePreloadsRemote(
        '/app/join/remotes/parentSignup/mf-manifest.json',
        pageWith(
          serverHead.split('<link rel="preload" href="/app/join/remotes/parentSignup/remoteEntry.js"')[0],
        ),
      ),
    ).toBe(false);
    expect(pagePreloadsRemote(undefined, doc)).toBe(false);
  });

  it('a page the browser renders alone (no server head) keeps every runtime preload', () => {
    const ops = [{ nameOrAlias: 'parentSignup' }, { nameOrAlias: 'checkout' }];
    dropPreloadsThePageMade(ops, (name) => `/app/join/remotes/${name}/mf-manifest.json`, pageWith(''));
    expect(ops.map((o) => o.nameOrAlias)).toEqual(['parentSignup', 'checkout']);
  });

  it('drops, in the same array, only the remote the server preloaded', () => {
    const ops = [{ nameOrAlias: 'parentSignup' }, { nameOrAlias: 'checkout' }, { nameOrAlias: 'unknown' }];
    const same = ops;
    dropPreloadsThePageMade(
      ops,
      (name) => (name === 'unknown' ? undefined : `/app/join/remotes/${name}/mf-manifest.json`),
      pageWith(serverHead),
    );
    expect(same).toBe(ops);
    expect(ops.map((o) => o.nameOrAlias)).toEqual(['checkout', 'unknown']);
  });
});
