/**
 * The Laravel Reverb release the fake follows. Its frames, error codes and messages, limits and
 * quirks were read from this release's source (laravel/reverb v1.10.2, src/Protocols/Pusher and
 * src/Servers/Reverb) and compared on the wire with a real Reverb of the 1.10 line. A newer Reverb
 * may differ: read its changelog before raising this.
 */
export const REVERB_VERSION = '1.10.2';
/** The release line the behaviour holds for, as the README and the mock server's banner name it. */
export const REVERB_LINE = '1.10.x';
