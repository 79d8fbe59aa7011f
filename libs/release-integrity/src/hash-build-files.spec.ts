import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashBuildFiles, sriOf } from './hash-build-files';

describe('hashBuildFiles', () => {
  let folder: string;
  beforeEach(() => {
    folder = mkdtempSync(join(tmpdir(), 'release-integrity-'));
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it('maps every file, nested ones with / separators, to the SHA-384 the browser checks', () => {
    writeFileSync(join(folder, 'remoteEntry.js'), 'var entry = 1;');
    mkdirSync(join(folder, 'static', 'js'), { recursive: true });
    writeFileSync(join(folder, 'static', 'js', '123.abc.js'), Buffer.from([0, 1, 2, 255]));

    const map = hashBuildFiles(folder);

    expect(Object.keys(map)).toEqual(['remoteEntry.js', 'static/js/123.abc.js']);
    // The known digest of the text, computed independently of the module under test.
    expect(map['remoteEntry.js']).toBe(
      `sha384-${createHash('sha384').update('var entry = 1;').digest('base64')}`,
    );
    expect(map['static/js/123.abc.js']).toMatch(/^sha384-[A-Za-z0-9+/]{64}$/);
  });

  it('gives a different value as soon as one byte of a file changes', () => {
    writeFileSync(join(folder, 'chunk.js'), 'console.log(1)');
    const before = hashBuildFiles(folder)['chunk.js'];
    writeFileSync(join(folder, 'chunk.js'), 'console.log(2)');
    expect(hashBuildFiles(folder)['chunk.js']).not.toBe(before);
  });

  it('does not follow symbolic links out of the build', () => {
    const outside = mkdtempSync(join(tmpdir(), 'release-integrity-outside-'));
    try {
      writeFileSync(join(outside, 'secret.txt'), 'x');
      symlinkSync(outside, join(folder, 'linked'));
      writeFileSync(join(folder, 'a.js'), 'a');
      expect(Object.keys(hashBuildFiles(folder))).toEqual(['a.js']);
    } finally {
      rmSync(outside, { recursive: true, force: true });
    }
  });

  it('writes the value in the form of the SRI specification (a known vector)', () => {
    // SHA-384 of the empty string, base64 (hex 38b060a7…98b95b in FIPS 180-4 examples).
    expect(sriOf('')).toBe('sha384-OLBgp1GsljhM2TJ+sbHjaiH9txEUvgdDTAzHv2P24donTt6/529l+9Ua0vFImLlb');
  });
});
