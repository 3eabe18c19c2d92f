import { createLogger, type Logger, type LogLevel } from 'vite';

/**
 * The dev server's logger at `level`, which leaves out Vite's own reports of an error whose message
 * holds `saidOnce`: the site's plugin names the content's problems in the terminal once per read of the
 * folder, and every module a page then asks for would fail on them again, each printed by Vite as a
 * "Pre-transform error" or an "Internal server error" with the plugin's stack: one typo was said 17
 * times, with frames from inside the package the owner has nothing to do with.
 */
export function devLogger(level: LogLevel, saidOnce: string): Logger {
  const logger = createLogger(level);
  const error = logger.error.bind(logger);
  logger.error = (message, options) => {
    if (message.includes(saidOnce) || options?.error?.message.includes(saidOnce)) return;
    error(message, options);
  };
  return logger;
}
