/**
 * Finds second lists of the site's languages. The one list is app/lib/locales.ts: a module that
 * types ["en", "fr", "ar", "pt"] again (or every language but the source) silently leaves a further
 * language out of whatever it does, as the status mails once did. Checked by language-lists.test.ts.
 */
import ts from "typescript";

export interface LanguageList {
  line: number;
  text: string;
}

/**
 * The array literals of `source` made of string literals that name every language of `codes`, or
 * every one but `sourceCode`. A sample of some languages (["en", "ar"], to test a direction) is not a list.
 */
export function languageLists(file: string, source: string, codes: readonly string[], sourceCode: string): LanguageList[] {
  const all = [...codes].sort().join(",");
  const others = codes
    .filter((code) => code !== sourceCode)
    .sort()
    .join(",");
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: LanguageList[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isArrayLiteralExpression(node) && node.elements.length >= 2 && node.elements.every(ts.isStringLiteral)) {
      const named = [...new Set(node.elements.map((element) => (element as ts.StringLiteral).text))].sort().join(",");
      if (named === all || named === others)
        found.push({ line: tree.getLineAndCharacterOfPosition(node.getStart()).line + 1, text: node.getText(tree) });
    }
    ts.forEachChild(node, visit);
  };
  visit(tree);
  return found;
}
