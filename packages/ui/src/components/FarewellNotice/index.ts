export { FarewellNotice, type FarewellNoticeProps } from './FarewellNotice';
