const { appConfigs } = require('../../tools/webpack/federation.cjs');

module.exports = appConfigs({
  name: 'checkout',
  app: 'checkout',
  port: 4202,
  exposes: { './Routes': './src/remote-routes.tsx' },
});
