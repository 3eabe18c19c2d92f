import type { Alias } from 'vite';

export const OWNER_CONTENT_DIR: 'src/content';
export const SAMPLE_CONTENT_DIR: 'tests/fixtures/content/sample-owner';
export function contentLabel(root?: string): string;
export function contentFolder(root?: string): string;
export function showsSample(root?: string): boolean;
export const SAMPLE_NOTICE: readonly string[];
export function sourceAliases(root: string): Alias[];
