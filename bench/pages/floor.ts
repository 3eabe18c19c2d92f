// The floor: a page whose only work is an empty requestAnimationFrame loop.
declare global {
  interface Window {
    __benchReady?: boolean;
    __benchCount?: number;
  }
}

const loop = () => requestAnimationFrame(loop);
requestAnimationFrame(loop);
window.__benchCount = 0;
window.__benchReady = true;

export {};
