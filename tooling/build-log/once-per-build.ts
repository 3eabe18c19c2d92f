import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createLogger, type Logger, type LogLevel } from 'vite';

// Build-time only (Node): `particle-portfolio build` runs the bundler twice, for the browser and then
// for the server bundle that prerenders the pages, and both run the same plugins on the same
// content: each warning of the content (a paper that names nobody, a figure without a description)
// would be printed twice. The browser's build writes down what it said; the server's says only what
// it has not.

/**
 * The browser's build or the server bundle's, of a build folder, with the folder where the first writes
 * down what it said (the site's caches). The dev server, which runs once, has its own (dev-logger.ts).
 */
export interface BuildStep {
  step: 'client' | 'server';
  outDir: string;
  records: string;
}

const recordOf = ({ outDir, records }: BuildStep) =>
  join(records, `${outDir.replace(/[^\w.-]+/g, '_').slice(-150)}.json`);

const readRecord = (file: string): string[] => {
  try {
    const list: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
};

/** Vite's logger at `level`, which prints each warning once per build. */
export function oncePerBuild(level: LogLevel, build: BuildStep): Logger {
  const logger = createLogger(level);
  const record = recordOf(build);
  const said = new Set(build.step === 'server' && existsSync(record) ? readRecord(record) : []);
  if (build.step === 'client') {
    mkdirSync(join(record, '..'), { recursive: true });
    writeFileSync(record, '[]');
  }
  const warn = logger.warn.bind(logger);
  logger.warn = (message, options) => {
    if (said.has(message)) return;
    said.add(message);
    if (build.step === 'client') writeFileSync(record, JSON.stringify([...said]));
    warn(message, options);
  };
  return logger;
}
