export { mountDevPanel, PANEL_ELEMENT_ID, PANEL_Z_INDEX, type DevPanel } from './panel';
export type { MockControls, RealtimeControls, OperationChoice } from './controls';
