// What the docs cite from the repository and is not there: files and folders, names said to be in a file,
// links and their headings. The rules, so that a doc can follow them:
// - A backticked token without spaces is a path when it ends in a file extension, or contains a `/` and
//   starts like our kebab-case names (a small letter, a digit, `.` or `_`; not `Europe/Rome`), unless it
//   starts with `/` or `@` (an address on the server, a package) or names a runtime or build folder
//   (`DATA_DIR/…`, `dist/…`, `./data`). It names a file or folder from the root, or the end of one
//   (`auth/gateway.ts` for src/server/auth/gateway.ts); `{a,b}` is either, `*`, `<x>` and `{x}` any name.
//   A path struck through (~~`public/sw.js`~~) is one that is gone, named for its history.
// - In a fenced block (the diagrams), every word ending in .ts, .tsx or .js is such a path.
// - `NAME` in `path` (also `A`, `B` and `C` in `path`, and `A`, same file: the last path so cited) says the
//   file declares NAME at its top level, exported or not; so does `path#NAME` for a code file. A file that
//   only re-exports a name is not where it lives.
// - A link [text](target) that is not a web address names a file or folder relative to the doc, and its
//   `#heading` (also in `path.md#heading`) a heading of that file.
import { posix } from 'node:path';

export interface Doc {
  path: string;
  text: string;
}

export interface Repository {
  /** Every file, relative to the root, with `/`. */
  files: readonly string[];
  read(path: string): string;
}

const EXTENSION = /\.(?:ts|tsx|js|mjs|cjs|json|md|css|html|sql|svg|jpg|png|webp|ico|yml|yaml|txt)$/;
const CODE_FILE = /\.(?:ts|tsx|js|mjs)$/;
const NOT_IN_REPOSITORY = /^(?:\.\/)?(?:DATA_DIR|dist|data|test-results|pglite)(?:\/|$)/;
const IDENT = '`[A-Za-z_$][\\w$]*(?:\\(\\))?`';
const NAMES = `((?:${IDENT}(?:, | and | or |/))*${IDENT})`;
const NAMES_IN_PATH = new RegExp(`${NAMES},? in \`([^\`\\s]+)\``, 'g');
const NAMES_SAME_FILE = new RegExp(`${NAMES},? same file`, 'g');
const FENCED_CODE_PATH = /(?<![\w/.@-])(?:[\w.-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:ts|tsx|js)\b/g;

export function looksLikePath(token: string): boolean {
  if (/[\s:?=()'"`,;|]/.test(token) || token.startsWith('/') || token.startsWith('@')) return false;
  if (NOT_IN_REPOSITORY.test(token)) return false;
  return EXTENSION.test(token) || (token.includes('/') && /^[a-z0-9._]/.test(token));
}

/** A cited path as a pattern over the repository's paths: a whole path, or the tail of one. */
function pathPattern(cited: string): RegExp {
  const isFolder = cited.endsWith('/');
  const body = cited
    .replace(/^\.\//, '')
    .replace(/\/$/, '')
    .split(/(\{[^}]*\}|<[^>]*>|\*)/)
    .map((part) => {
      if (part === '*' || /^<.*>$/.test(part)) return '[^/]*';
      if (/^\{[^,]*\}$/.test(part)) return '[^/]+';
      if (part.startsWith('{')) return `(?:${part.slice(1, -1).split(',').map(escape).join('|')})`;
      return escape(part);
    })
    .join('');
  return new RegExp(`(?:^|/)${body}${isFolder ? '/' : '(?:$|/)'}`);
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The files a cited path may name (for a folder, the files in it). */
export function filesCited(repo: Repository, cited: string): string[] {
  const pattern = pathPattern(cited);
  return repo.files.filter((file) => pattern.test(file));
}

export function declares(source: string, name: string): boolean {
  const bare = escape(name.replace(/\(\)$/, ''));
  return new RegExp(
    `^(?:export\\s+)?(?:default\\s+)?(?:declare\\s+)?(?:async\\s+)?(?:abstract\\s+)?` +
      `(?:const|let|var|function\\*?|class|type|interface|enum)\\s+${bare}\\b`,
    'm',
  ).test(source);
}

/** GitHub's anchor for a heading. */
export function headingAnchor(heading: string): string {
  return heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(markdown: string): Set<string> {
  const found = new Set<string>();
  for (const line of splitFences(markdown).prose) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    if (heading) found.add(headingAnchor(heading[1]!));
  }
  return found;
}

/** Each line of the text, as prose or as a fenced block's, the other one blank, so line numbers stay. */
function splitFences(markdown: string): { prose: string[]; fenced: string[] } {
  const prose: string[] = [];
  const fenced: string[] = [];
  let inFence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) inFence = !inFence;
    const isFence = line.startsWith('```');
    prose.push(inFence || isFence ? '' : line);
    fenced.push(inFence && !isFence ? line : '');
  }
  return { prose, fenced };
}

function namesOf(run: string): string[] {
  return [...run.matchAll(/`([^`]+)`/g)].map((m) => m[1]!);
}

/** Every problem found, as `doc:line: what`. */
export function citationProblems(docs: readonly Doc[], repo: Repository): string[] {
  const problems: string[] = [];
  const fileSet = new Set(repo.files);
  const exists = (path: string) => fileSet.has(path) || repo.files.some((f) => f.startsWith(`${path}/`));

  const checkAnchor = (where: string, target: string, anchor: string) => {
    if (!anchors(repo.read(target)).has(anchor))
      problems.push(`${where}: no heading #${anchor} in ${target}`);
  };
  const checkNames = (where: string, names: string[], cited: string) => {
    const files = filesCited(repo, cited).filter((f) => CODE_FILE.test(f));
    if (files.length === 0) return; // the path itself is reported
    for (const name of names) {
      if (!files.some((file) => declares(repo.read(file), name))) {
        problems.push(`${where}: \`${name}\` is not declared in ${cited}`);
      }
    }
  };

  for (const doc of docs) {
    const { prose, fenced } = splitFences(doc.text);
    let lastNamedPath: string | undefined;
    prose.forEach((line, index) => {
      const where = `${doc.path}:${index + 1}`;
      for (const match of line.replace(/~~[^~]*~~/g, '').matchAll(/`([^`\n]+)`/g)) {
        const [cited, anchor] = match[1]!.split('#') as [string, string | undefined];
        if (!looksLikePath(cited)) continue;
        const files = filesCited(repo, cited);
        if (files.length === 0) problems.push(`${where}: no file or folder ${cited}`);
        else if (anchor && cited.endsWith('.md')) checkAnchor(where, files[0]!, anchor);
        else if (anchor && CODE_FILE.test(cited)) checkNames(where, [anchor], cited);
      }
      for (const match of line.matchAll(NAMES_IN_PATH)) {
        lastNamedPath = match[2]!;
        checkNames(where, namesOf(match[1]!), lastNamedPath);
      }
      for (const match of line.matchAll(NAMES_SAME_FILE)) {
        if (lastNamedPath) checkNames(where, namesOf(match[1]!), lastNamedPath);
        else problems.push(`${where}: "same file" with no file named before it`);
      }
      for (const match of line.matchAll(/\]\(([^)\s]+)\)/g)) {
        const target = match[1]!;
        if (/^[a-z]+:/i.test(target)) continue; // a web address
        const [relativePath, anchor] = target.split('#') as [string, string | undefined];
        const path = relativePath ? posix.join(posix.dirname(doc.path), relativePath) : doc.path;
        if (!exists(path)) problems.push(`${where}: the link's target ${path} does not exist`);
        else if (anchor && path.endsWith('.md')) checkAnchor(where, path, anchor);
      }
      for (const match of (fenced[index] ?? '').matchAll(FENCED_CODE_PATH)) {
        if (looksLikePath(match[0]) && filesCited(repo, match[0]).length === 0) {
          problems.push(`${where}: no file ${match[0]}`);
        }
      }
    });
  }
  return problems;
}
