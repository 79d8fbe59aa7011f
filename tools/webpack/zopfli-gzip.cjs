// The .gz files the page server sends to browsers without brotli, compressed with zopfli: a
// gzip stream any client reads, about 3 % smaller than zlib's level 9 on our scripts, at the
// cost of some seconds of build time.
const { gzip } = require('@gfx/zopfli');

/** compression-webpack-plugin's algorithm signature: (input, options, callback). */
function zopfliGzip(input, options, callback) {
  gzip(input, { numiterations: 5, ...options }, (error, output) =>
    callback(error, error ? undefined : Buffer.from(output.buffer, output.byteOffset, output.byteLength)),
  );
}

module.exports = { zopfliGzip };
