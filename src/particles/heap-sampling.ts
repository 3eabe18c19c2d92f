// Node only (the allocation test and `npm run bench`); never imported by the site.
import { Session } from 'node:inspector/promises';

interface ProfileNode {
  callFrame: { functionName: string; url: string };
  selfSize: number;
  children: ProfileNode[];
}

/** A function that allocated while sampled, and the bytes the profiler attributed to it. */
export interface AllocationSite {
  functionName: string;
  bytes: number;
}

function sitesUnder(node: ProfileNode, file: string, inside: boolean, out: AllocationSite[]): AllocationSite[] {
  const here = inside || node.callFrame.url.includes(file);
  if (here && node.selfSize > 0) out.push({ functionName: node.callFrame.functionName || '(anonymous)', bytes: node.selfSize });
  for (const child of node.children) sitesUnder(child, file, here, out);
  return out;
}

/**
 * Runs `work` under V8's sampling heap profiler (32-byte interval, objects already collected by
 * the GC included) and returns the allocations made by code in `file` or called from it.
 */
export async function sampleAllocations(work: () => void, file: string): Promise<AllocationSite[]> {
  const session = new Session();
  session.connect();
  try {
    await session.post('HeapProfiler.enable');
    await session.post('HeapProfiler.startSampling', {
      samplingInterval: 32,
      includeObjectsCollectedByMajorGC: true,
      includeObjectsCollectedByMinorGC: true,
    });
    work();
    const { profile } = (await session.post('HeapProfiler.stopSampling')) as { profile: { head: ProfileNode } };
    return sitesUnder(profile.head, file, false, []);
  } finally {
    session.disconnect();
  }
}
