const { federatedConfig } = require('../../tools/webpack/federation.cjs');

module.exports = federatedConfig({ name: 'checkout', app: 'checkout', port: 4202, exposes: { './Routes': './src/remote-routes.tsx' } });
