export { ModeSwitchDialog, type ModeSwitchDialogProps } from './ModeSwitchDialog';
