import { afterEach, describe, expect, it, vi } from 'vitest';
import { devLogger } from './dev-logger';

const printed: string[] = [];
afterEach(() => {
  printed.splice(0);
  vi.restoreAllMocks();
});

describe("the dev server's log", () => {
  it("leaves out Vite's reports of an error the site's plugin has named already, and prints every other", () => {
    vi.spyOn(console, 'error').mockImplementation((message: string) => void printed.push(message));
    const logger = devLogger('info', 'The site cannot be built:');
    const problem = new Error('The site cannot be built:\n\ncontent/profile.ts, field "nmae": unknown field');
    logger.error(`Pre-transform error: ${problem.message}`, { error: problem });
    logger.error('Internal server error: see the cause', { error: problem });
    logger.error('Internal server error: Failed to resolve import "./missing"');
    expect(printed).toHaveLength(1);
    expect(printed[0]).toContain('Failed to resolve import "./missing"');
  });

  it('prints each warning as often as it comes: the dev server says it again after each save', () => {
    vi.spyOn(console, 'warn').mockImplementation((message: string) => void printed.push(message));
    const logger = devLogger('info', 'The site cannot be built:');
    logger.warn('a post changed, and still has no description');
    logger.warn('a post changed, and still has no description');
    expect(printed).toHaveLength(2);
  });
});
