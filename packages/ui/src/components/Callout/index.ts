export {
  Callout,
  type CalloutAlign,
  type CalloutLayout,
  type CalloutProps,
  type CalloutTone,
  calloutAlignments,
  calloutLayouts,
  calloutTones,
} from './Callout';
