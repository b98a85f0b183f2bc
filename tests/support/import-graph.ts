// The imports between the modules of a source folder, read with the TypeScript parser (nothing is run), and
// the loops in a graph of them.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve, dirname } from 'node:path';
import ts from 'typescript';

export interface Import {
  from: string;
  to: string;
  /** Erased when compiled (`import type`, or every name taken marked `type`): no module is loaded for it. */
  typeOnly: boolean;
  /** An `import()` call: loaded later, when the code asks for it. */
  lazy: boolean;
}

/** The imports of every module under `dir` (tests left out) of one another, paths relative to `dir`. */
export function importsUnder(dir: string, alias: string): Import[] {
  const files = readdirSync(dir, { recursive: true })
    .map(String)
    .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f));
  return files.flatMap((file) => {
    const path = join(dir, file);
    const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
    return specifiersOf(source).flatMap(({ specifier, typeOnly, lazy }) => {
      const target = resolveModule(dir, alias, path, specifier);
      return target ? [{ from: file, to: relative(dir, target), typeOnly, lazy }] : [];
    });
  });
}

function specifiersOf(source: ts.SourceFile) {
  const found: { specifier: string; typeOnly: boolean; lazy: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named = clause?.namedBindings;
      const allNamedTypes =
        !!named &&
        ts.isNamedImports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      const typeOnly = !!clause && (clause.isTypeOnly || (!clause.name && allNamedTypes));
      found.push({ specifier: node.moduleSpecifier.text, typeOnly, lazy: false });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      const named = node.exportClause;
      const allNamedTypes =
        !!named &&
        ts.isNamedExports(named) &&
        named.elements.length > 0 &&
        named.elements.every((e) => e.isTypeOnly);
      found.push({
        specifier: node.moduleSpecifier.text,
        typeOnly: node.isTypeOnly || allNamedTypes,
        lazy: false,
      });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, typeOnly: false, lazy: true });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The file a specifier names inside `dir`, by a relative path or the alias; undefined for anything else. */
function resolveModule(dir: string, alias: string, from: string, specifier: string): string | undefined {
  const base = specifier.startsWith(`${alias}/`)
    ? join(dir, specifier.slice(alias.length + 1))
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined;
  if (!base || relative(dir, base).startsWith('..')) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')].find(
    (candidate) => /\.(tsx?|json)$/.test(candidate) && existsSync(candidate),
  );
}

/** The loops of a directed graph: each set of nodes that reach one another, of two nodes or more, sorted. */
export function loopsOf(edges: [string, string][]): string[][] {
  const next = new Map<string, string[]>();
  for (const [a, b] of edges) next.set(a, [...(next.get(a) ?? []), b]);
  // Tarjan's strongly connected components.
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const loops: string[][] = [];
  const connect = (v: string) => {
    index.set(v, index.size);
    low.set(v, index.get(v)!);
    stack.push(v);
    onStack.add(v);
    for (const w of next.get(v) ?? []) {
      if (!index.has(w)) {
        connect(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) loops.push(component.sort());
    }
  };
  for (const v of next.keys()) if (!index.has(v)) connect(v);
  return loops.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
