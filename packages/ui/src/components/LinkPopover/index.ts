export { LinkPopover, type LinkPopoverProps, type LinkPopoverValue } from './LinkPopover';
