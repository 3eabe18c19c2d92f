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

function sitesUnder(
  node: ProfileNode,
  files: readonly string[],
  inside: boolean,
  out: AllocationSite[],
): AllocationSite[] {
  const here = inside || files.some((file) => node.callFrame.url.endsWith(file));
  if (here && node.selfSize > 0)
    out.push({ functionName: node.callFrame.functionName || '(anonymous)', bytes: node.selfSize });
  for (const child of node.children) sitesUnder(child, files, here, out);
  return out;
}

/**
 * Runs `work` under V8's sampling heap profiler (32-byte interval, objects already collected by
 * the GC included) and returns the allocations made by code in `files` or called from it. Name the
 * file that holds `work` too: once optimised, the code it calls may be inlined into it, and the
 * profiler then attributes those allocations to `work`'s own frame.
 */
export async function sampleAllocations(work: () => void, files: readonly string[]): Promise<AllocationSite[]> {
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
    return sitesUnder(profile.head, files, false, []);
  } finally {
    session.disconnect();
  }
}
