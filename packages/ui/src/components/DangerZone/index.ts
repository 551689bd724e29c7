export { DangerZone, type DangerZoneProps } from './DangerZone';
