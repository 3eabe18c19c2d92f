export function chromiumPath(): string;
export function firefoxPath(): string | undefined;
export function webkitDriverPath(): string | undefined;
export function missingEngine(engine: 'firefox' | 'webkit'): string | undefined;
