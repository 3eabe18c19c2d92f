// Registers cli/typescript-loader.mjs for what `particle-portfolio check` runs in a site: Node's
// own module hooks, for the template's TypeScript inside the site's node_modules.
import { register } from 'node:module';

register('./typescript-loader.mjs', import.meta.url);
