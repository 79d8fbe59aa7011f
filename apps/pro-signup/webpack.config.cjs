const { appConfigs } = require('../../tools/webpack/federation.cjs');

module.exports = appConfigs({
  name: 'proSignup',
  app: 'pro-signup',
  port: 4204,
  exposes: { './Routes': './src/remote-routes.tsx' },
});
