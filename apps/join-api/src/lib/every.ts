// A background job of this process: `run` every `intervalMs`, never two runs at once, a failure
// logged and tried again at the next tick. `stop` waits for a run under way. The timer does not
// keep the process alive.
export function every(intervalMs: number, run: () => Promise<unknown>, onError: (err: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | undefined;
  return {
    start() {
      timer ??= setInterval(() => {
        if (running) return;
        running = run()
          .catch(onError)
          .finally(() => (running = undefined));
      }, intervalMs);
      timer.unref();
    },
    async stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
      await running;
    },
  };
}
