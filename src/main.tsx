import { startApp } from './app/App';
import { startMocks } from './app/dev/start-mocks';

await startMocks();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
startApp(container);
