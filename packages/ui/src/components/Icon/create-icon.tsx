import type { ReactNode } from 'react';
import { Icon, type IconProps } from './Icon';

/** Makes a named icon from its drawing: every icon shares the base's size, colour and labelling. */
export function createIcon(name: string, drawing: ReactNode) {
  function NamedIcon(props: IconProps) {
    return <Icon {...props}>{drawing}</Icon>;
  }
  NamedIcon.displayName = name;
  return NamedIcon;
}
