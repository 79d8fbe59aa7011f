const { federatedConfig } = require('../../tools/webpack/federation.cjs');

module.exports = federatedConfig({ name: 'invite', app: 'invite', port: 4203, exposes: { './Routes': './src/remote-routes.tsx' } });
