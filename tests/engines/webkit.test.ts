import { basePort, engineSuite } from './suite';
import { webkitDriver } from './webkit';

engineSuite('webkit', basePort + 2, (server) => webkitDriver(server, { port: basePort + 4 }));
