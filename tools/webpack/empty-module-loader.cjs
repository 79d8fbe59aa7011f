// A stylesheet imported by a component is nothing on the server (tools/webpack/federation.cjs).
module.exports = function emptyModule() {
  return 'export {};';
};
