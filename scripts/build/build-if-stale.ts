/**
 * The first half of `npm start`: build the site unless the build is current. It does not rely
 * on npm's prestart hook, which `ignore-scripts=true` (.npmrc) turns off, along with every
 * other pre- and post-script.
 */
import { spawnSync } from "node:child_process";
import { staleReason } from "./build-stamp.ts";

const reason = staleReason();
if (reason !== undefined) {
  console.log(`Building the site first (${reason}).`);
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit", shell: process.platform === "win32" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
