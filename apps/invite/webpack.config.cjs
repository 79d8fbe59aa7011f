const { appConfigs } = require('../../tools/webpack/federation.cjs');

module.exports = appConfigs({
  name: 'invite',
  app: 'invite',
  port: 4203,
  exposes: { './Routes': './src/remote-routes.tsx' },
});
