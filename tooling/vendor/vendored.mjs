// The browser libraries the package ships bundled in vendor/ (scripts/vendor.mjs writes them), by the name the
// site's code imports them by: the site's Vite config resolves each name to its file, and the packages are only
// the template's devDependencies, which a site does not install.

/** Each vendored library: the module the site's code imports, and its file from the package's root. */
export const VENDORED = /** @type {const} */ ([
  { module: 'three', file: 'vendor/three.js' },
  { module: '@react-three/fiber', file: 'vendor/react-three-fiber.js' },
  { module: 'framer-motion/dom/mini', file: 'vendor/framer-motion-dom-mini.js' },
]);
