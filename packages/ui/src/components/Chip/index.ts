export { Chip, type ChipProps, type ChipTone, type ChipVariant, chipTones, chipVariants } from './Chip';
