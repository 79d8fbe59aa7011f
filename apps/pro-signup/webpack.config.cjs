const { federatedConfig } = require('../../tools/webpack/federation.cjs');

module.exports = federatedConfig({ name: 'proSignup', app: 'pro-signup', port: 4204, exposes: { './Routes': './src/remote-routes.tsx' } });
