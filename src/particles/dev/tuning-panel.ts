import GUI from 'lil-gui';
// (the stylesheet is not in lil-gui's exports map, hence the path)
import lilGuiCss from 'lil-gui/dist/lil-gui.min.css?inline';
import { overridesOf, type ParticleConfig } from '@/shared/particle-look';

/**
 * The lines to paste into the owner's site.ts, inside `site`: `particles` with every value that
 * differs from the template's (so a later release's better defaults still reach the rest), in the
 * content folder's own TypeScript style.
 */
export function configSnippet(config: ParticleConfig): string {
  const json = JSON.stringify(overridesOf(config), null, 2);
  // keys unquoted and strings in single quotes; the values are numbers and #rrggbb colours
  const literal = json.replace(/"(\w+)":/g, '$1:').replace(/"/g, "'");
  return `// src/content/site.ts, inside \`site\` (in place of any particles: there)\nparticles: ${literal},\n`;
}

const COPY = 'Copy for site.ts';

async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false; // not a secure context, or permission refused
  }
}

/**
 * lil-gui's styles as a constructed stylesheet: its default injected <style> would break the site's
 * CSP (style-src 'self'), and its icon font is a data: URL that font-src 'self' refuses. The icons
 * are plain Unicode (▾ ↕ ✓), so without the @font-face they fall back to a system font.
 */
function adoptPanelStyles(): () => void {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(lilGuiCss.replace(/@font-face\s*\{[^}]*\}/g, ''));
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  return () => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}

/** A running field whose live config the panel edits: the page's engine, or the 2D worker's proxy. */
export interface TunableField {
  readonly config: ParticleConfig;
  /** Applies the edits made to `config` without rebuilding the field from scratch. */
  applyConfig(): void;
}

/**
 * The owner's panel: every constant and both themes' colours, applied live; "Copy for site.ts" puts
 * the lines for the owner's site.ts on the clipboard (and shows them for manual copying when the
 * clipboard is unavailable), so tuning by eye ends in content, not in a code edit.
 * Loaded as its own chunk: in `npm run dev`, or with `?tune` on a production build.
 */
export function mountTuningPanel(field: TunableField): () => void {
  const config = field.config;
  const removeStyles = adoptPanelStyles();
  const gui = new GUI({ title: 'Particles (tuning)', width: 300, injectStyles: false });
  // closed, at the window's bottom: the page's header (menu, language, theme) and its hero stay usable beside it, on a
  // phone too; its title opens it, upwards
  Object.assign(gui.domElement.style, { zIndex: '1000', top: 'auto', bottom: '0' });
  gui.close();
  const apply = () => field.applyConfig();

  const fieldFolder = gui.addFolder('Field');
  fieldFolder.add(config, 'areaPerParticle', 1000, 40000, 100).name('px² per particle').onChange(apply);
  fieldFolder.add(config, 'radiusMin', 0.25, 10, 0.05).name('radius min').onChange(apply);
  fieldFolder.add(config, 'radiusMax', 0.25, 10, 0.05).name('radius max').onChange(apply);
  fieldFolder.add(config, 'speedMax', 0, 3, 0.01).name('speed max (px/frame)').onChange(apply);
  fieldFolder.add(config, 'resizeDebounceMs', 0, 1000, 10).name('resize rebuild (ms)').onChange(apply);
  fieldFolder.add(config, 'maxDpr', 1, 3, 0.25).name('DPR cap').onChange(apply);

  const frames = gui.addFolder('Frames');
  frames.add(config, 'maxFps', 5, 60, 1).name('max frames/s').onChange(apply);
  frames.add(config, 'maxMegapixelsPerSecond', 10, 500, 10).name('max device Mpx/s').onChange(apply);
  frames.add(config, 'minFps', 4, 60, 1).name('min frames/s (late frames)').onChange(apply);

  const links = gui.addFolder('Links');
  links.add(config, 'linkDistance', 10, 400, 1).name('distance (px)').onChange(apply);
  links.add(config, 'linkOpacity', 0, 1, 0.01).name('opacity').onChange(apply);
  links.add(config, 'linkWidth', 0.1, 4, 0.05).name('width (px)').onChange(apply);

  for (const theme of ['dark', 'light'] as const) {
    const colors = gui.addFolder(`Colours: ${theme} theme`);
    colors.addColor(config.colors[theme], 'particle').name('particle').onChange(apply);
    colors.add(config.colors[theme], 'particleOpacity', 0, 1, 0.01).name('particle opacity').onChange(apply);
    colors.addColor(config.colors[theme], 'link').name('link').onChange(apply);
  }

  const output = document.createElement('textarea');
  output.readOnly = true;
  output.rows = 8;
  output.setAttribute('aria-label', 'Particle settings for site.ts');
  Object.assign(output.style, { display: 'none', width: '100%', boxSizing: 'border-box', font: '11px monospace' });
  const actions = {
    copy: async () => {
      const text = configSnippet(config);
      const copied = await copyText(text);
      output.value = text;
      output.style.display = copied ? 'none' : 'block';
      if (!copied) output.select();
      copyButton.name(copied ? 'Copied ✓' : 'Select and copy below');
      window.setTimeout(() => copyButton.name(COPY), 2000);
    },
  };
  const copyButton = gui.add(actions, 'copy').name(COPY);
  gui.domElement.appendChild(output);

  return () => {
    gui.destroy();
    removeStyles();
  };
}
