import type { PageFunction } from './browser';

/**
 * `fn(arg)` as one JavaScript expression for a driver that takes source text. `__name` is defined
 * because a transpiler that keeps function names (esbuild's keepNames) may wrap nested functions in
 * it, and the page has no such helper.
 */
export function pageExpression<A, R>(fn: PageFunction<A, R>, arg: A): string {
  const json = JSON.stringify(arg);
  return `(() => { const __name = (f) => f; return (${fn.toString()})(${json === undefined ? 'undefined' : json}); })()`;
}
