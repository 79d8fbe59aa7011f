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
    // Each shared module is settled in a task of its own, not all of them in the task that asked:
    // the negotiation of a chunk's shared modules was one long task of the page's start (TBT,
    // ARCHITECTURE.md Budgets). A message to ourselves resumes at once, without a timer's clamp.
    beforeLoadShare(args) {
      return new Promise((resolve) => {
        if (typeof MessageChannel !== 'function') return resolve(args);
        const channel = new MessageChannel();
        channel.port1.onmessage = () => {
          channel.port1.close();
          resolve(args);
        };
        channel.port2.postMessage(undefined);
      });
    },
  };
}
