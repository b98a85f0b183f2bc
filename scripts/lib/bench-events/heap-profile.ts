// Where the server's heap goes per open stream: a V8 heap snapshot taken in the server (through the inspector)
// before and after the streams are opened, its objects summed by kind (a constructor's name, "closure name",
// "string", V8's internal arrays …), and the difference divided by the number of streams. The snapshot file is
// read here and deleted: it can be large, and it holds the server's secrets.
import { readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Inspector } from './inspector';

/** Bytes and count of objects by kind. */
export type HeapSummary = Map<string, { bytes: number; count: number }>;

interface SnapshotFile {
  snapshot: { meta: { node_fields: string[]; node_types: [string[], ...unknown[]] } };
  nodes: number[];
  strings: string[];
}

/** The kind an object is counted under: strings and numbers together, objects by their constructor. */
function kindOf(type: string, name: string): string {
  switch (type) {
    case 'string':
    case 'concatenated string':
    case 'sliced string':
      return 'string';
    case 'number':
      return 'heap number';
    case 'closure':
      return `closure ${name || '(anonymous)'}`;
    case 'code':
      return 'code';
    case 'regexp':
      return 'RegExp';
    case 'object':
      return name;
    default:
      // hidden, array, native, synthetic, object shape…: V8's own, named like "(object properties)".
      return `${type} ${name.length > 40 ? `${name.slice(0, 40)}…` : name}`;
  }
}

export function summarize(file: SnapshotFile): HeapSummary {
  const fields = file.snapshot.meta.node_fields;
  const types = file.snapshot.meta.node_types[0];
  const width = fields.length;
  const [typeAt, nameAt, sizeAt] = ['type', 'name', 'self_size'].map((f) => fields.indexOf(f)) as [
    number,
    number,
    number,
  ];
  const summary: HeapSummary = new Map();
  for (let i = 0; i < file.nodes.length; i += width) {
    const kind = kindOf(types[file.nodes[i + typeAt]!]!, file.strings[file.nodes[i + nameAt]!]!);
    const entry = summary.get(kind) ?? { bytes: 0, count: 0 };
    entry.bytes += file.nodes[i + sizeAt]!;
    entry.count += 1;
    summary.set(kind, entry);
  }
  return summary;
}

/** A snapshot of the server's heap, summarized (the server collects its garbage first). */
export async function heapSummary(inspector: Inspector): Promise<HeapSummary> {
  const path = join(tmpdir(), `bench-events-${process.pid}-${Date.now()}.heapsnapshot`);
  await inspector.send('Runtime.evaluate', {
    expression: `process.getBuiltinModule('v8').writeHeapSnapshot(${JSON.stringify(path)})`,
    returnByValue: true,
  });
  try {
    return summarize(JSON.parse(await readFile(path, 'utf8')) as SnapshotFile);
  } finally {
    await rm(path, { force: true });
  }
}

/** The kinds that grew most from `before` to `after`, per stream, as lines to print. */
export function growthPerStream(
  before: HeapSummary,
  after: HeapSummary,
  streams: number,
  top = 20,
): string[] {
  const grown = [...after]
    .map(([kind, { bytes, count }]) => ({
      kind,
      bytes: (bytes - (before.get(kind)?.bytes ?? 0)) / streams,
      count: (count - (before.get(kind)?.count ?? 0)) / streams,
    }))
    .sort((a, b) => b.bytes - a.bytes);
  const total = grown.reduce((sum, g) => sum + g.bytes, 0);
  return [
    `  ${'total'.padEnd(48)} ${(total / 1024).toFixed(2).padStart(7)} KB`,
    ...grown
      .slice(0, top)
      .map(
        (g) =>
          `  ${g.kind.padEnd(48)} ${(g.bytes / 1024).toFixed(2).padStart(7)} KB  ${g.count.toFixed(1).padStart(6)} objects`,
      ),
  ];
}
