const { appConfigs } = require('../../tools/webpack/federation.cjs');

module.exports = appConfigs({ name: 'shell', app: 'shell', host: true, port: 4200 });
