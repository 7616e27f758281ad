/**
 * A worker thread of the prerender (prerender.ts): renders the paths it is given (workerData)
 * from the server bundle and answers with what it wrote, or with the error that stopped it.
 */
import { inspect } from "node:util";
import { parentPort, workerData } from "node:worker_threads";
import { renderPaths } from "./prerender.ts";

if (!parentPort) throw new Error("prerender-worker.ts runs as a worker thread of prerender.ts");
const { buildDirectory, paths } = workerData as { buildDirectory: string; paths: string[] };
try {
  parentPort.postMessage({ rendered: await renderPaths(buildDirectory, paths) });
} catch (error) {
  // The error as text, with its cause: a cloned Error would lose the page it names.
  parentPort.postMessage({ error: inspect(error) });
}
