// @join/testing: builders shared by the test files of every remote and lib (type:testing; only
// spec files and their testing helpers may import it, eslint.config.mjs).
export { testPackage } from './lib/packages';
export { testPricing } from './lib/pricing';
export { configureForTest, testUrls, type AppUrls } from './lib/config';
export { testFreeOption, testOption } from './lib/build-your-own';
export { renderAtRoute, WhereProbe, type ProbeOptions, type RenderAtOptions } from './lib/render-at';
