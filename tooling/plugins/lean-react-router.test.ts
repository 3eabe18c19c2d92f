import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Plugin } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { packageRoot } from '../context/site-context.mjs';
import { leanReactRouter, shakeableReactRouter } from './lean-react-router';

// inside the package, where the bundler finds React Router as a site does
const work = join(packageRoot, 'node_modules/.cache/lean-react-router-test');
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The JavaScript a build emits of a module that uses React Router's Link and Router, with `plugins`. */
async function bundleOfLink(name: string, plugins: Plugin[]): Promise<string> {
  const folder = join(work, name);
  mkdirSync(folder, { recursive: true });
  writeFileSync(
    join(folder, 'entry.js'),
    "import { Link, Router } from 'react-router-dom';\nglobalThis.router = { Link, Router };\n",
  );
  await build({
    root: folder,
    logLevel: 'silent',
    configFile: false,
    plugins,
    build: {
      outDir: join(folder, 'out'),
      minify: false,
      rollupOptions: { input: join(folder, 'entry.js'), external: [/^react(-dom)?(\/|$)/] },
    },
  });
  const out = join(folder, 'out/assets');
  return readdirSync(out)
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(out, file), 'utf8'))
    .join('\n');
}

describe('React Router in a build', () => {
  it('marks its top-level contexts and components pure and drops their developer-tools names, and nothing else', () => {
    const module = [
      'var LocationContext = React.createContext(null);',
      'LocationContext.displayName = "Location";',
      'var MemoizedRoutes = React3.memo(Routes);',
      'var Form = React10.forwardRef(',
      '  function Form2(props, ref) {',
      '    inner.displayName = "kept";',
      '    return React10.createElement("form", props);',
      '  }',
      ');',
      'Form.displayName = "Form";',
      'var count = React.Children.count(children);',
      '',
    ].join('\n');
    expect(shakeableReactRouter(module)).toBe(
      [
        'var LocationContext = /* @__PURE__ */ React.createContext(null);',
        'var MemoizedRoutes = /* @__PURE__ */ React3.memo(Routes);',
        'var Form = /* @__PURE__ */ React10.forwardRef(',
        '  function Form2(props, ref) {',
        '    inner.displayName = "kept";',
        '    return React10.createElement("form", props);',
        '  }',
        ');',
        'var count = React.Children.count(children);',
        '',
      ].join('\n'),
    );
  });

  it('holds Link without the forms, fetchers and data routes it never uses', async () => {
    const lean = await bundleOfLink('lean', [leanReactRouter()]);
    const whole = await bundleOfLink('whole', []);
    // Link's own attribute, in both
    expect(lean).toContain('"data-discover"');
    expect(whole).toContain('"data-discover"');
    // a form's default encoding, held by <Form> and useSubmit: only the build without the plugin keeps them
    expect(whole).toContain('application/x-www-form-urlencoded');
    expect(lean).not.toContain('application/x-www-form-urlencoded');
    // React Router's production build, without the development warnings (the bundle names its modules' paths)
    expect(whole).toContain('react-router/dist/development/');
    expect(lean).toContain('react-router/dist/production/');
    expect(lean).not.toContain('react-router/dist/development/');
    expect(lean.length).toBeLessThan(whole.length * 0.8);
  });
});
