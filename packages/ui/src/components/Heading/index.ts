export { Heading, type HeadingProps } from './Heading';
export {
  type HeadingLevel,
  HeadingLevelProvider,
  type HeadingLevelProviderProps,
  headingLevels,
  Subheadings,
  useHeadingLevel,
} from './HeadingLevel';
