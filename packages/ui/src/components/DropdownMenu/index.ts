export { DropdownMenu } from './DropdownMenu';
