import { startApp } from './app/App';
import { startMocks } from './app/dev/start-mocks';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
// The frame paints at once; in dev and demo builds the API calls wait for the mock meanwhile.
const mocks = startMocks();
const app = startApp(container);
void mocks.then((failure) => {
  if (failure) {
    app.unmount();
    failure.show(container);
  }
});
