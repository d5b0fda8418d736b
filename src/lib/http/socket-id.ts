/**
 * The live connection's socket id, which every request names in `X-Socket-ID` (as Echo's own
 * interceptors do), so that the backend's `broadcast(...)->toOthers()` spares this tab the live
 * echo of its own action. The realtime session registers where to read it; the HTTP client never
 * imports the realtime code (that would be a circle: realtime authorises channels through it).
 */
let read: () => string | undefined = () => undefined;

export function provideSocketId(reader: () => string | undefined): void {
  read = reader;
}

export function currentSocketId(): string | undefined {
  return read();
}
