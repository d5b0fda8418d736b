import { startApp } from './app/App';
import { startMocks } from './app/dev/start-mocks';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');
// The frame paints at once; in dev and demo builds the API calls wait for the mock meanwhile. The
// mock takes the scenario from the address before the router reads it, and starts once the app drew
// the screen this tab kept (at once when it kept none).
let drawn: (firstScreen: Promise<void>) => void = () => undefined;
const mocks = startMocks(new Promise<void>((resolve) => (drawn = resolve)));
const app = startApp(container);
drawn(app.firstScreen);
void mocks.then((failure) => {
  if (failure) {
    app.unmount();
    failure.show(container);
  }
});
