// Zod's JSON Schema output, left out of the browser bundles. Every zod schema's class refers to it
// (`toJSONSchema()`, the `~standard.jsonSchema` pair), so a bundle that uses zod carries about
// 5 KB gzip of it, though no page ever asks for a JSON Schema: only the server's tools do, and
// their builds keep the real module (federation.cjs applies this loader to browser builds only).
//
// As a webpack loader on zod's `core/to-json-schema.js` and `core/json-schema-processors.js`, it
// answers a module with the same export names whose functions refuse with a clear error. The
// `create…Method` factories return such a function instead of refusing, because the classic
// API calls them lazily when `~standard` is first read (e.g. by a form resolver), and reading it must
// keep working. The names are read from the real module's source, so a zod update that adds one
// still builds; tools/webpack/zod-json-schema-off.spec.ts checks them against the real exports.

const DECLARED = /^export (?:const|function|class|let|var) ([A-Za-z_$][\w$]*)/gm;
const LISTED = /^export \{([^}]*)\}/gm;

/** The names a module's source exports (its `export const|function …` and `export { a as b }`). */
function exportNames(source) {
  const names = new Set();
  for (const match of source.matchAll(DECLARED)) names.add(match[1]);
  for (const match of source.matchAll(LISTED))
    for (const part of match[1].split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  return [...names].sort();
}

/** The browser's stand-in for a module exporting `names`. */
function stubModule(names) {
  const lines = [
    'function refuse() {',
    "  throw new Error('JSON Schema output is not part of the browser bundle (tools/webpack/zod-json-schema-off.cjs)');",
    '}',
  ];
  for (const name of names)
    lines.push(
      /^create\w*Method$/.test(name)
        ? `export const ${name} = () => refuse;`
        : /^[A-Z_]+$|^all\w+$/.test(name)
          ? `export const ${name} = {};`
          : `export const ${name} = refuse;`,
    );
  return `${lines.join('\n')}\n`;
}

module.exports = function zodJsonSchemaOff(source) {
  return stubModule(exportNames(source));
};
module.exports.exportNames = exportNames;
module.exports.stubModule = stubModule;
/** Zod's modules this loader stands in for. */
module.exports.test = /[\\/]zod[\\/]v4[\\/]core[\\/](to-json-schema|json-schema-processors)\.js$/;
