/**
 * zod compiles a parser for each object schema the first time it parses with it. The browser mock
 * parses most schemas only a few times per page load, so compiling cost more than it saved: with
 * the CPU slowed 4x (bench:first-paint), turning it off brought the demo's chat box about 0.25 s
 * sooner. It also keeps `new Function` out of the demo, which a strict Content-Security-Policy
 * forbids. Imported first by mocks/browser.ts: zod reads the setting when a schema is built.
 * The Node server and vitest keep compiling, which pays off over many requests.
 */
import { config } from 'zod';

config({ jitless: true });
