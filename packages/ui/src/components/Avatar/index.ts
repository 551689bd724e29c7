export { Avatar, type AvatarProps, avatarSizes, isShowableAvatar } from './Avatar';
