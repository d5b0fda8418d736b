export { mountDemoStrip, STRIP_ELEMENT_ID, type DemoStrip } from './strip';
export type { DevPanel } from './panel';
export type { MockControls, RealtimeControls, OperationChoice, RoutingControls } from './controls';
