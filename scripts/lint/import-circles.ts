/**
 * Finds import circles among the app's modules. A circle (a → b → a) makes the order in which
 * modules run depend on which one is imported first, so a value read at import can be undefined in
 * one entry and not in another; it also means two modules are one thing in two files. Type-only
 * imports count: they tie the files as tightly for a reader and for the type checker.
 * Checked over app/ by import-circles.test.ts.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import ts from "typescript";

/** The module paths a file names: imports, re-exports and import() of a string. */
export function importedSpecifiers(file: string, source: string): string[] {
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, false);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier && ts.isStringLiteral(node.moduleSpecifier))
      found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (specifier && ts.isStringLiteralLike(specifier)) found.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}

/** The file a specifier names, relative to `root`, if it is one of the app's own (`#app/*` or relative). */
function resolveSpecifier(root: string, from: string, specifier: string): string | undefined {
  const path = specifier.startsWith("#app/")
    ? join(root, "app", specifier.slice("#app/".length))
    : specifier.startsWith(".")
      ? resolve(dirname(join(root, from)), specifier)
      : undefined;
  if (!path) return undefined;
  const file = [path, `${path}.ts`, `${path}.tsx`, join(path, "index.ts")].find(
    (candidate) => /\.tsx?$/.test(candidate) && existsSync(candidate),
  );
  return file && relative(root, file).split(sep).join("/");
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : [];
  });
}

/** Each module of `folder` (relative to `root`) and the modules of that folder it imports. */
export function importGraph(root: string, folder: string): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const path of sourceFiles(join(root, folder))) {
    const file = relative(root, path).split(sep).join("/");
    const targets = importedSpecifiers(file, readFileSync(path, "utf8"))
      .map((specifier) => resolveSpecifier(root, file, specifier))
      .filter((target): target is string => target !== undefined && target.startsWith(`${folder}/`));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

/** Every circle of the graph, each once, as the path that closes it (a → b → a), starting at its least name. */
export function importCircles(graph: Map<string, readonly string[]>): string[][] {
  const circles = new Map<string, string[]>();
  const done = new Set<string>();
  const path: string[] = [];
  const onPath = new Set<string>();
  const visit = (file: string) => {
    if (onPath.has(file)) {
      const circle = path.slice(path.indexOf(file));
      const start = circle.indexOf([...circle].sort()[0] ?? file);
      const rotated = [...circle.slice(start), ...circle.slice(0, start)];
      circles.set(rotated.join(" → "), [...rotated, rotated[0] ?? file]);
      return;
    }
    if (done.has(file)) return;
    path.push(file);
    onPath.add(file);
    for (const target of graph.get(file) ?? []) visit(target);
    path.pop();
    onPath.delete(file);
    done.add(file);
  };
  for (const file of [...graph.keys()].sort()) visit(file);
  return [...circles.values()];
}
