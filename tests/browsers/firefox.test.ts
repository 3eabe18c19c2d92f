import { firefoxDriver } from './firefox';
import { basePort, browserSuite } from './suite';

browserSuite('firefox', basePort, firefoxDriver);
