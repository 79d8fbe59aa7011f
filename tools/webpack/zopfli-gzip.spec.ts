import { gunzipSync, gzipSync } from 'node:zlib';

type Compress = (
  input: Buffer,
  options: object,
  callback: (error: Error | null, output?: Buffer) => void,
) => void;
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { zopfliGzip } = require('./zopfli-gzip.cjs') as { zopfliGzip: Compress };

const compress = (input: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    zopfliGzip(input, {}, (error, output) => (error ? reject(error) : resolve(output as Buffer))),
  );

describe('zopfliGzip', () => {
  const script = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `function f${i}(a){return a.map(function(x){return x*${i}})}`).join(
      ';',
    ),
  );

  it('writes a gzip stream that zlib reads back byte for byte', async () => {
    const output = await compress(script);
    expect(Buffer.isBuffer(output)).toBe(true);
    expect(gunzipSync(output).equals(script)).toBe(true);
  });

  it('is no larger than zlib at level 9', async () => {
    const output = await compress(script);
    expect(output.length).toBeLessThanOrEqual(gzipSync(script, { level: 9 }).length);
  });
});
