import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

type Loader = {
  exportNames: (source: string) => string[];
  stubModule: (names: string[]) => string;
  test: RegExp;
};
// eslint-disable-next-line @typescript-eslint/no-require-imports
const loader = require('./zod-json-schema-off.cjs') as Loader;
const { exportNames, stubModule, test: applies } = loader;

const zodCore = join(dirname(require.resolve('zod/package.json')), 'v4/core');
const modules = ['to-json-schema.js', 'json-schema-processors.js'];

/** Runs an ES module's source in a child Node and returns what it prints. */
function runModule(source: string): string {
  return execFileSync(process.execPath, ['--input-type=module', '-e', source], { encoding: 'utf8' }).trim();
}

describe("zod's JSON Schema output left out of browser bundles", () => {
  it.each(modules)('stands in for %s with exactly the names the real module exports', (file) => {
    const path = join(zodCore, file);
    expect(applies.test(path)).toBe(true);
    const real = JSON.parse(
      runModule(
        `const m = await import(${JSON.stringify(path)}); console.log(JSON.stringify(Object.keys(m).sort()));`,
      ),
    );
    expect(exportNames(readFileSync(path, 'utf8'))).toEqual(real);
  });

  it('keeps `~standard` readable and refuses a JSON Schema with a clear error', () => {
    const names = exportNames(readFileSync(join(zodCore, 'to-json-schema.js'), 'utf8'));
    const stub = stubModule(names);
    const printed = runModule(
      `${stub}
const method = createStandardJSONSchemaMethod({}, 'input');
let message = '';
try { method(); } catch (error) { message = error.message; }
let direct = '';
try { processSchema({}); } catch (error) { direct = error.message; }
console.log(JSON.stringify({ type: typeof method, message, direct }));`,
    );
    const { type, message, direct } = JSON.parse(printed);
    expect(type).toBe('function');
    expect(message).toMatch(/not part of the browser bundle/);
    expect(direct).toMatch(/not part of the browser bundle/);
  });

  it('leaves other zod modules alone', () => {
    expect(applies.test(join(zodCore, 'schemas.js'))).toBe(false);
    expect(applies.test(join(zodCore, '../classic/schemas.js'))).toBe(false);
  });
});
