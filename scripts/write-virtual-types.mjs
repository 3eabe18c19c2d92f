// `npm run virtual-types`: writes src/virtual-modules.d.ts, the declarations of the site's virtual
// modules, from their table (tooling/site-plugin/virtual-modules.ts); a unit test fails while the two differ.
import { writeFileSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { packageRoot } from '../tooling/context/site-context.mjs';

register('../tooling/typescript/hooks.mjs', { parentURL: import.meta.url, data: { packageRoot } });
/** @type {typeof import('../tooling/site-plugin/virtual-modules.ts')} */
const { virtualModuleTypes, VIRTUAL_TYPES_FILE } = await import('../tooling/site-plugin/virtual-modules.ts');
writeFileSync(join(packageRoot, VIRTUAL_TYPES_FILE), virtualModuleTypes());
console.log(`wrote ${VIRTUAL_TYPES_FILE}`);
