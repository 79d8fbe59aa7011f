import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The commit-msg hook and the CI step share one rule: a subject of at most 72 characters, then an
// empty line before the body.
const script = path.join(__dirname, 'commit-subjects.mjs');
const dir = mkdtempSync(path.join(tmpdir(), 'commit-subjects-'));

function hook(message: string) {
  const file = path.join(dir, 'MSG');
  writeFileSync(file, message);
  return spawnSync(process.execPath, [script, '--file', file], { encoding: 'utf8' });
}

describe('commit subjects', () => {
  it('accepts a subject of 72 characters with a body after an empty line', () => {
    expect(hook(`${'a'.repeat(72)}\n\nWhy it changed.\n`).status).toBe(0);
  });

  it('refuses a subject of 73 characters and says how long it is', () => {
    const result = hook(`${'a'.repeat(73)}\n`);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('73 characters');
  });

  it('refuses detail on the second line and an empty subject', () => {
    expect(hook('Short subject\ndetail without a blank line\n').status).toBe(1);
    expect(hook('\n\nbody only\n').status).toBe(1);
  });

  it('ignores git comment lines after the subject', () => {
    expect(hook('Short subject\n# Please enter the commit message\n').status).toBe(0);
  });
});
