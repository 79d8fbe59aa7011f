// The package list and build-your-own of both flows (the parent's /step3 and /alacarte, the
// invite's /invite/packages and /invite/choose-your-own): one loader, one set of rules.
export * from './offered-packages';
export * from './package-features';
export * from './use-package-list';
export { forgetPrefetchedPackages, prefetchPackageList } from './package-list-ahead';
export * from './build-your-own';
