import type { Plugin } from 'vite';

// React Router's package names only its development build in its exports (its production build, without the
// development warnings, ships beside it unreachable), and its modules create their contexts and components at the top
// level without marking the calls pure, then name each one (`Form.displayName = "Form"`): the bundler keeps every
// one of them, and what they reach, though the site uses none (a data router's routes, forms, fetchers, NavLink).

/** The folder of React Router's production build, where its development build's path names the other. */
const DEVELOPMENT = '/react-router/dist/development/';
const PRODUCTION = '/react-router/dist/production/';

/** A top-level `var Name = React3.createContext(` (or `memo(`, `forwardRef(`): the call is pure. */
const TOP_LEVEL_REACT_CALL = /^((?:var|let|const) [\w$]+ = )(React\d*\.(?:createContext|memo|forwardRef)\()/gm;

/** A top-level `Name.displayName = "Name";`: a name for React's developer tools, which keeps Name in the bundle. */
const TOP_LEVEL_DISPLAY_NAME = /^[\w$]+\.displayName = "[^"\n]*";\n/gm;

/** A module of React Router's production build as the bundler can leave out what the site does not use. */
export function shakeableReactRouter(code: string): string {
  return code.replace(TOP_LEVEL_REACT_CALL, '$1/* @__PURE__ */ $2').replace(TOP_LEVEL_DISPLAY_NAME, '');
}

/**
 * Builds with React Router's production build, made shakeable (shakeableReactRouter). The dev server keeps the
 * development build and its warnings.
 */
export function leanReactRouter(): Plugin {
  return {
    name: 'lean-react-router',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: /^react-router(\/dom)?$/ },
      async handler(source, importer, options) {
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        const path = resolved?.id.replaceAll('\\', '/');
        if (!resolved || !path?.includes(DEVELOPMENT)) return resolved;
        return { ...resolved, id: path.replace(DEVELOPMENT, PRODUCTION) };
      },
    },
    transform: {
      filter: { id: /\/react-router\/dist\/production\/.*\.mjs$/ },
      handler(code) {
        return { code: shakeableReactRouter(code), map: null };
      },
    },
  };
}
