import { startApp } from './app/App';
import { startMocks } from './app/dev/start-mocks';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
if (await startMocks()) startApp(container);
