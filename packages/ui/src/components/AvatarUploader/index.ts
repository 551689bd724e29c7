export { AvatarUploader, type AvatarUploaderProps } from './AvatarUploader';
