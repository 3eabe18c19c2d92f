import { behaviours } from '../browsers/behaviour-list';
import { behavioursInChromium } from './support/behaviours-in-chromium';

// The cross-browser behaviours (tests/browsers/behaviours/) in Chromium, at both sizes, in the
// `webgl` project (playwright.config.ts); Firefox and WebKit run them in `npm run test:browsers`.
behavioursInChromium(behaviours);
