import { basePort, browserSuite } from './suite';
import { webkitDriver } from './webkit';

browserSuite('webkit', basePort + 2, (server) => webkitDriver(server, { port: basePort + 4 }));
