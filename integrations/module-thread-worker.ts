/**
 * The thread of module-thread.ts: imports its module, then runs each call it is sent (the
 * module's exported function by name) and replies with the value or the error.
 */
import { parentPort, workerData } from "node:worker_threads";

if (!parentPort) throw new Error("module-thread-worker.ts runs as a worker thread of module-thread.ts");
const port = parentPort;
const module = (await import(workerData as string)) as Record<string, unknown>;
port.on("message", async ({ id, name, args }: { id: number; name: string; args: unknown[] }) => {
  try {
    const step = module[name];
    if (typeof step !== "function") throw new Error(`${workerData as string} exports no function ${name}`);
    port.postMessage({ id, value: await step(...args), failed: false });
  } catch (error) {
    port.postMessage({ id, error, failed: true });
  }
});
