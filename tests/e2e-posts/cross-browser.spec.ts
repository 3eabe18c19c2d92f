import { postBehaviours } from '../browsers/behaviour-list';
import { postMathBehaviours } from '../browsers/post-math-behaviours';
import { postReadingBehaviours } from '../browsers/post-reading-behaviours';
import { behavioursInChromium } from '../e2e/support/behaviours-in-chromium';

// The cross-browser behaviours of a site with posts (its search: tests/browsers/behaviour-list.ts; math
// and notebooks: tests/browsers/post-math-behaviours.ts; contents and tags:
// tests/browsers/post-reading-behaviours.ts) in Chromium, on the build of the fixture posts; Firefox and
// WebKit run them in `npm run test:browsers:posts`.
behavioursInChromium([...postBehaviours, ...postMathBehaviours, ...postReadingBehaviours]);
