/// <reference lib="webworker" />
import { createWorkerRuntime } from './worker-runtime';
import type { FromWorker, ToWorker } from './protocol';

declare const self: DedicatedWorkerGlobalScope;

const handle = createWorkerRuntime({
  postMessage: (message: FromWorker) => self.postMessage(message),
  requestAnimationFrame:
    'requestAnimationFrame' in self ? (callback) => self.requestAnimationFrame(callback) : undefined,
  cancelAnimationFrame: 'cancelAnimationFrame' in self ? (id) => self.cancelAnimationFrame(id) : undefined,
});
self.onmessage = (event: MessageEvent<ToWorker>) => handle(event.data);
