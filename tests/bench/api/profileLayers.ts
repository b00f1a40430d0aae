/** Attributes the samples of a V8 CPU profile to layers (a package, a part of Node, a folder of the project). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number }; children?: number[] }[];
  samples: number[];
  startTime: number;
  endTime: number;
}

const SKIPPED = new Set(['(idle)']);

/** The layer of one frame's script: `pkg` for node_modules, `node:<area>` for Node's own, a project folder. */
export function layerOf(url: string, functionName: string): string | undefined {
  if (!url)
    return functionName === '(garbage collector)'
      ? 'V8 garbage collector'
      : functionName === '(program)'
        ? 'V8 (program)'
        : undefined;
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (pkg) return pkg[1];
  if (url.startsWith('node:')) return `node:${url.slice(5).split('/').slice(0, 2).join('/')}`;
  const own = /\/((?:src|resources)\/.*)$/.exec(url);
  if (own)
    return `project ${own[1]
      .split('/')
      .slice(0, 3)
      .join('/')
      .replace(/\.tsx?$/, '')}`;
  return url;
}

/** ms of CPU per request per layer: each sample goes to the innermost frame that has a script (or is GC). */
export function attribute(profile: CpuProfile, requests: number): [string, number][] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  const msPerSample = (profile.endTime - profile.startTime) / 1000 / profile.samples.length;
  const totals = new Map<string, number>();
  for (const id of profile.samples) {
    const leaf = byId.get(id)!;
    if (SKIPPED.has(leaf.callFrame.functionName)) continue;
    let layer: string | undefined;
    for (let at: number | undefined = id; at !== undefined && !layer; at = parent.get(at)) {
      const frame = byId.get(at)!.callFrame;
      layer = layerOf(frame.url, frame.functionName);
    }
    const name = layer ?? 'native (no script frame)';
    totals.set(name, (totals.get(name) ?? 0) + msPerSample);
  }
  const rows = [...totals].map(([k, v]) => [k, v / requests] as [string, number]).sort((a, b) => b[1] - a[1]);
  return [...rows, ['total', rows.reduce((sum, [, ms]) => sum + ms, 0)]];
}

/** A V8 sampling heap profile (HeapProfiler.stopSampling): a call tree whose nodes carry the bytes they allocated. */
export interface HeapProfileNode {
  callFrame: { functionName: string; url: string };
  selfSize: number;
  children: HeapProfileNode[];
}

/** Bytes allocated per request per layer: each node's bytes go to the innermost frame of it or its callers that has a script. */
export function attributeAllocations(head: HeapProfileNode, requests: number): [string, number][] {
  const totals = new Map<string, number>();
  const walk = (node: HeapProfileNode, outer: string | undefined) => {
    const layer = layerOf(node.callFrame.url, node.callFrame.functionName) ?? outer;
    if (node.selfSize)
      totals.set(
        layer ?? 'native (no script frame)',
        (totals.get(layer ?? 'native (no script frame)') ?? 0) + node.selfSize,
      );
    for (const child of node.children) walk(child, layer);
  };
  walk(head, undefined);
  const rows = [...totals].map(([k, v]) => [k, v / requests] as [string, number]).sort((a, b) => b[1] - a[1]);
  return [...rows, ['total', rows.reduce((sum, [, bytes]) => sum + bytes, 0)]];
}
