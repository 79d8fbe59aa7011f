const { federatedConfig } = require('../../tools/webpack/federation.cjs');

module.exports = federatedConfig({ name: 'shell', app: 'shell', host: true, port: 4200 });
