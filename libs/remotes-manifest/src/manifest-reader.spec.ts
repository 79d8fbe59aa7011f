import { mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { remotesManifestReader, type ManifestFiles } from './manifest-reader';
import { defaultRemotesManifest } from './remotes-manifest';

describe('remotesManifestReader', () => {
  let dir: string;
  let file: string;
  let reads: number;
  const counting: ManifestFiles = {
    stat: (f) => statSync(f),
    read: (f) => {
      reads += 1;
      return readFileSync(f, 'utf8');
    },
  };
  const write = (path: string, manifest: unknown) => writeFileSync(path, JSON.stringify(manifest));

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'remotes-manifest-'));
    file = join(dir, 'remotes.json');
    reads = 0;
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('serves the default deploy and no origins when no file is configured', () => {
    const reader = remotesManifestReader(undefined, counting);
    expect(reader.remotes()).toEqual(defaultRemotesManifest());
    expect(reader.origins()).toEqual([]);
    expect(reads).toBe(0);
  });

  it('parses a steady file once for the pages and the CSP origins alike', () => {
    write(file, {
      checkout: 'https://cdn.example.com/checkout/mf-manifest.json',
      invite: { browser: 'https://cdn.example.com/invite/mf-manifest.json', server: '/srv/invite.js' },
      proSignup: '/app/join/remotes/proSignup/mf-manifest.json',
    });
    const reader = remotesManifestReader(file, counting);
    expect(reader.remotes()).toEqual({
      checkout: { browser: 'https://cdn.example.com/checkout/mf-manifest.json' },
      invite: { browser: 'https://cdn.example.com/invite/mf-manifest.json', server: '/srv/invite.js' },
      proSignup: { browser: '/app/join/remotes/proSignup/mf-manifest.json' },
    });
    expect(reader.origins()).toEqual(['https://cdn.example.com']);
    reader.remotes();
    reader.origins();
    expect(reads).toBe(1);
  });

  it('reads the file again once it is rewritten in place or replaced by a rename', () => {
    write(file, { checkout: 'https://a.example.com/mf-manifest.json' });
    const reader = remotesManifestReader(file, counting);
    expect(reader.origins()).toEqual(['https://a.example.com']);

    write(file, { checkout: 'https://bb.example.com/mf-manifest.json' });
    expect(reader.remotes()?.['checkout'].browser).toBe('https://bb.example.com/mf-manifest.json');
    expect(reader.origins()).toEqual(['https://bb.example.com']);

    const next = join(dir, 'next.json');
    write(next, { checkout: 'https://cc.example.com/mf-manifest.json' });
    renameSync(next, file);
    expect(reader.remotes()?.['checkout'].browser).toBe('https://cc.example.com/mf-manifest.json');
    expect(reads).toBe(3);
  });

  it('reports an unreadable file on every read and recovers when it is fixed', () => {
    writeFileSync(file, '{ not json');
    const reader = remotesManifestReader(file, counting);
    const errors: unknown[] = [];
    expect(reader.remotes((err) => errors.push(err))).toBeUndefined();
    expect(reader.remotes((err) => errors.push(err))).toBeUndefined();
    expect(errors).toHaveLength(2);
    expect(reader.origins()).toEqual([]);

    write(file, { invite: 'https://fixed.example.com/mf-manifest.json' });
    expect(reader.origins()).toEqual(['https://fixed.example.com']);
    rmSync(file);
    expect(reader.remotes(() => undefined)).toBeUndefined();
  });
});
