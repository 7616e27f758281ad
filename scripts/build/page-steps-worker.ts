/**
 * A worker thread of postbuild's page steps (page-steps.ts): it builds one pipeline from the
 * context postbuild passes as workerData, then runs each page postbuild sends it ({ source })
 * and answers with its PageResult, or with the error that stopped it.
 */
import { inspect } from "node:util";
import { parentPort, workerData } from "node:worker_threads";
import { pageSteps, type PageStepsContext } from "./page-steps.ts";

if (!parentPort) throw new Error("page-steps-worker.ts runs as a worker thread of postbuild.ts");
const port = parentPort;
const run = await pageSteps(workerData as PageStepsContext);
port.on("message", (source: string) => {
  run(source).then(
    (result) => port.postMessage({ source, result }),
    // The error as text, with its cause: a cloned Error would lose the step and page it names.
    (error: unknown) => port.postMessage({ source, error: inspect(error) }),
  );
});
port.postMessage({ ready: true });
