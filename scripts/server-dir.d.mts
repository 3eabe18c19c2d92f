export function serverDir(dist: string): string;
