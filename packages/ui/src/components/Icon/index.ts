export { createIcon } from './create-icon';
export { Icon, type IconBaseProps, type IconProps, type IconSize, iconSizes } from './Icon';
