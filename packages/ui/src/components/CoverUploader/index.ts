export { CoverUploader, type CoverUploaderProps, type CoverUploaderStatus } from './CoverUploader';
