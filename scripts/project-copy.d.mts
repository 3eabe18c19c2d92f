export function copyProject(dir: string, owner: { content: string; publicFiles?: string }): string;
