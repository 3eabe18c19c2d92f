import { site } from 'virtual:site';
import { withOverrides } from '@/shared/particle-look';

/** The field as the owner tuned it (site.ts's `particles`), or the product's own constants. */
export const OWNER_CONFIG = withOverrides(site.particles);
