import { firefoxDriver } from './firefox';
import { basePort, engineSuite } from './suite';

engineSuite('firefox', basePort, firefoxDriver);
