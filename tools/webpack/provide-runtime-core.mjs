// Runtime plugin of the shell: hands the federation runtime the shell already carries to every
// remote, so that a remote's remoteEntry.js does not bring a second copy (about 16 KB brotli
// on every first page). Remotes are built with experiments.externalRuntime and read it from
// the global the federation runtime defines. The package's own injector imports a CommonJS
// copy of the runtime beside the ES one webpack bundles; importing the same module here keeps
// one copy.
import * as runtimeCore from '@module-federation/runtime-core';

export default function provideRuntimeCore() {
  return {
    name: 'join-provide-runtime-core',
    beforeInit(args) {
      const globalRef = runtimeCore.Global;
      if (globalRef && typeof globalRef === 'object' && !globalRef._FEDERATION_RUNTIME_CORE) {
        globalRef._FEDERATION_RUNTIME_CORE = runtimeCore;
        globalRef._FEDERATION_RUNTIME_CORE_FROM = { name: args.options.name, version: 'join-shell' };
      }
      return args;
    },
  };
}
