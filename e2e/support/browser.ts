import chromium from '../../tools/chromium.json';

// Debian's Chromium, never a downloaded browser (the machine has no internet), with the flags every
// journey and benchmark launches it with (tools/chromium.json, read by the benchmarks too).
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH || chromium.executablePath,
  args: [...chromium.args],
};
