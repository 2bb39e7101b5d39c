/** A CPU profile as Chromium's CDP Profiler returns it (the parts the profile scripts read). */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

/** Each sample of a profile: its function (name, script and line), its script, and its milliseconds. */
export function samplesOf(profile: CpuProfile): { fn: string; script: string; ms: number }[] {
  const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
  return profile.samples.map((id, k) => {
    const f = byId.get(id)!;
    const script = f.url.replace(/^.*\//, '') || '(native)';
    return {
      fn: `${f.functionName || '(anonymous)'} ${script}:${f.lineNumber}`,
      script,
      ms: (profile.timeDeltas[k] ?? 0) / 1000,
    };
  });
}

/** Adds `ms` to a total kept by key. */
export const addTo = (totals: Map<string, number>, key: string, ms: number) => totals.set(key, (totals.get(key) ?? 0) + ms);
