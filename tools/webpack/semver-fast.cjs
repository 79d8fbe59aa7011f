// The two kinds of version check the federation runtime makes in this product, answered without
// regular expressions: `satisfy('19.3.1', '^19.2.0')` (a shared module's version against the
// range a bundle asked for) and `satisfy('19.3.1', '<=19.3.1')` (which of two registered versions
// is newer). Plain x.y.z versions only; anything else (pre-releases, ~, ||, x-ranges, hyphens)
// answers undefined and goes to the runtime's own parser. semver-fast.spec.ts checks the answers
// against that parser.
const PLAIN = /^(\d+)\.(\d+)\.(\d+)$/;

function parts(version) {
  const m = PLAIN.exec(version);
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

function cmp(a, b) {
  return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}

/** true or false when the check is one of the two plain kinds; undefined otherwise. */
function fastSatisfy(version, range) {
  if (typeof version !== 'string' || typeof range !== 'string') return undefined;
  const v = parts(version);
  if (!v) return undefined;
  if (range.startsWith('^')) {
    const r = parts(range.slice(1));
    if (!r) return undefined;
    if (cmp(v, r) < 0) return false;
    if (r[0] > 0) return v[0] === r[0];
    if (r[1] > 0) return v[0] === 0 && v[1] === r[1];
    return v[0] === 0 && v[1] === 0 && v[2] === r[2];
  }
  if (range.startsWith('<=')) {
    const r = parts(range.slice(2));
    return r ? cmp(v, r) <= 0 : undefined;
  }
  return undefined;
}

module.exports = { fastSatisfy };
