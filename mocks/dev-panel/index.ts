export { mountDemoStrip, type DemoStrip } from './strip';
export { STRIP_ELEMENT_ID } from './strip-place';
export type { DevPanel } from './panel';
export type { MockControls, RealtimeControls, OperationChoice, RoutingControls } from './controls';
