import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { requireFreePorts } from '../../../scripts/free-port.mjs';
import { projectRoot } from '../../support/site-content';

export interface DevServer {
  origin: string;
  /** Everything the server printed so far (its terminal). */
  output(): string;
  close(): Promise<void>;
}

/**
 * `npm run dev` of the project under test, on 127.0.0.1:`port`, with the content folder `content`
 * (the one under test when not given), as an owner starts it; resolves once it answers. A test that
 * starts one stops it.
 */
export async function startDevServer(port: number, { content }: { content?: string } = {}): Promise<DevServer> {
  requireFreePorts([port], 'E2E_PORT');
  const env = { ...process.env, ...(content !== undefined && { CONTENT_DIR: content }) };
  const child: ChildProcess = spawn(
    process.execPath,
    [
      join(projectRoot, 'cli/particle-portfolio.mjs'),
      'dev',
      '--port',
      String(port),
      '--strictPort',
      '--host',
      '127.0.0.1',
    ],
    // a group of its own: the command starts Vite as its child, and closing stops both
    { cwd: projectRoot, env, stdio: ['ignore', 'pipe', 'pipe'], detached: true },
  );
  const printed: Buffer[] = [];
  child.stdout?.on('data', (chunk: Buffer) => printed.push(chunk));
  child.stderr?.on('data', (chunk: Buffer) => printed.push(chunk));
  const output = () => Buffer.concat(printed).toString('utf8');
  const origin = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  // the server answers once it listens: its first answer, however long a loaded machine takes to start it
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the dev server stopped:\n${output()}`);
    try {
      if ((await fetch(origin)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((done) => setTimeout(done, 250));
  }
  return {
    origin,
    output,
    close: async () => {
      if (child.exitCode === null) process.kill(-child.pid!, 'SIGTERM');
      await exited;
    },
  };
}
