import { phraseBehaviours } from '../browsers/behaviour-list';
import { behavioursInChromium } from './support/behaviours-in-chromium';
import { forOwners } from './support/owner-tags';

// Japanese and Chinese lines broken between phrases (tests/browsers/behaviours/phrase-breaks.ts) in
// Chromium, on every owner whose site has such a language; Firefox and WebKit run it in
// `npm run test:browsers:phrases`.
behavioursInChromium(phraseBehaviours, forOwners('no-spaces'));
