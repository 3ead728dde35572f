// Starts the test server and keeps it running until stopped (Playwright's webServer when run alone).
import { startTestServer } from './test-server';

const server = await startTestServer();
process.stdout.write(`test server ready at ${server.baseUrl} (${server.database})\n`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
