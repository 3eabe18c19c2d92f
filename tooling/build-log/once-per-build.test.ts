import { afterEach, describe, expect, it, vi } from 'vitest';
import { oncePerBuild } from './once-per-build';

// `particle-portfolio build` runs two builds in two processes, the browser's then the server
// bundle's, each with its own logger: here, two loggers one after the other.

const printed: string[] = [];
const outDir = `/tmp/once-per-build-test-${process.pid}-${Date.now()}`;
const records = `${outDir}-records`;
afterEach(() => void printed.splice(0));

describe('the build log', () => {
  it("prints each warning once: the server bundle's build only what the browser's did not", () => {
    vi.spyOn(console, 'warn').mockImplementation((message: string) => void printed.push(message));
    const client = oncePerBuild('warn', { step: 'client', outDir, records });
    client.warn('posts/a.ipynb: a figure with no description');
    client.warn('publications.bib: no author matches your name');
    const server = oncePerBuild('warn', { step: 'server', outDir, records });
    server.warn('publications.bib: no author matches your name');
    server.warn('only the server bundle says this');
    expect(printed).toEqual([
      'posts/a.ipynb: a figure with no description',
      'publications.bib: no author matches your name',
      'only the server bundle says this',
    ]);
  });

  it('starts afresh with each build: a warning the last build printed is printed again', () => {
    vi.spyOn(console, 'warn').mockImplementation((message: string) => void printed.push(message));
    oncePerBuild('warn', { step: 'client', outDir, records }).warn('said in the last build');
    oncePerBuild('warn', { step: 'client', outDir, records }).warn('said in the last build');
    expect(printed).toEqual(['said in the last build', 'said in the last build']);
  });
});
