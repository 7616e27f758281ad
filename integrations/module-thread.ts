/**
 * A build step of ours, run in plain Node on a thread of its own and called by message.
 *
 * Astro reads astro.config.ts, and whatever it imports, through a Vite module runner that it closes
 * once the config is read: an integration cannot import a step when its hook runs ("Vite module
 * runner has been closed"), and a step evaluated by that runner would see `import.meta` as the
 * runner makes it, not as Node does. On a thread of its own, the step's module loads as `node`
 * loads it, and runs beside Astro's own work (the link-preview cards are drawn while Astro renders).
 */
import { Worker } from "node:worker_threads";

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any function's arguments and result cross by structured clone
type Step = (...args: any[]) => unknown;

export type ModuleThread<M> = {
  /** Calls the module's exported function `name` on the thread; rejects with the error it throws. */
  call<K extends keyof M & string>(
    name: K,
    ...args: M[K] extends Step ? Parameters<M[K]> : never
  ): Promise<M[K] extends Step ? Awaited<ReturnType<M[K]>> : never>;
  /** Ends the thread. */
  close(): Promise<void>;
};

type Reply = { id: number; value?: unknown; error?: unknown; failed: boolean };
type Pending = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * Starts a thread that imports `module` (a file: URL of a TypeScript or JavaScript module). The thread
 * holds the process open only while a call is pending: a failed build ends without waiting for it.
 */
export function moduleThread<M>(module: URL): ModuleThread<M> {
  const worker = new Worker(new URL("./module-thread-worker.ts", import.meta.url), { workerData: module.href });
  worker.unref();
  const pending = new Map<number, Pending>();
  let calls = 0;
  const settle = (id: number, outcome: (call: Pending) => void) => {
    const call = pending.get(id);
    if (!call) return;
    pending.delete(id);
    if (pending.size === 0) worker.unref();
    outcome(call);
  };
  worker.on("message", ({ id, value, error, failed }: Reply) => settle(id, (call) => (failed ? call.reject(error) : call.resolve(value))));
  // The module failed to load, or the thread died: every pending call fails with it.
  const failAll = (error: unknown) => {
    for (const id of [...pending.keys()]) settle(id, (call) => call.reject(error));
  };
  worker.on("error", failAll);
  worker.on("exit", (code) => failAll(new Error(`${module.pathname}: its thread ended (exit code ${code}) with a call pending`)));
  return {
    call(name, ...args) {
      const id = ++calls;
      worker.ref();
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
        worker.postMessage({ id, name, args });
      });
    },
    async close() {
      await worker.terminate();
    },
  };
}
