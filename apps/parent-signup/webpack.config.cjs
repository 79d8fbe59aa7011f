const { federatedConfig } = require('../../tools/webpack/federation.cjs');

module.exports = federatedConfig({ name: 'parentSignup', app: 'parent-signup', port: 4201, exposes: { './Routes': './src/remote-routes.tsx' } });
