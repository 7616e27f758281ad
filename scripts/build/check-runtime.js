// Plain JavaScript on purpose: it must run on whatever Node a machine has, before anything
// else, when the project's own Node 24 (an optionalDependency, node-<os>-<cpu>) could not be
// installed for this platform. npm run puts node_modules/.bin first on PATH, so `node` here is
// that Node 24 wherever the package exists. See docs/decisions/013-node-runtime-from-npm.md.
const major = Number(process.versions.node.split(".")[0]);
if (major !== 24) {
  console.error(
    `This site runs on Node.js 24 LTS, but npm found Node ${process.version} and no Node 24 package for ${process.platform}-${process.arch}: install Node 24 (https://nodejs.org, or \`nvm install 24\`), then run npm install again.`,
  );
  process.exit(1);
}
