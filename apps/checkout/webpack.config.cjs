const { appConfigs } = require('../../tools/webpack/federation.cjs');

module.exports = appConfigs({
  name: 'checkout',
  app: 'checkout',
  port: 4202,
  exposes: { './Routes': './src/remote-routes.tsx' },
  // The pages of its own it serves beyond the spec's route table (written to join-release.json).
  routes: require('./src/release.json').routes,
});
