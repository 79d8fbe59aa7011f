const { appConfigs } = require('../../tools/webpack/federation.cjs');

module.exports = appConfigs({
  name: 'parentSignup',
  app: 'parent-signup',
  port: 4201,
  exposes: { './Routes': './src/remote-routes.tsx' },
});
