// @join/testing: builders shared by the test files of every remote and lib (type:testing; only
// spec files and their testing helpers may import it, eslint.config.mjs).
export { testPackage } from './packages';
export { testPricing } from './pricing';
export { configureForTest, testUrls, type AppUrls } from './config';
export { testFreeOption, testOption } from './build-your-own';
export { renderAtRoute, WhereProbe, type ProbeOptions, type RenderAtOptions } from './render-at';
