export { AccountCard, type AccountCardProps } from './AccountCard';
export {
  AccountForm,
  type AccountFormProps,
  AccountFormRow,
  type AccountFormRowLayout,
  type AccountFormRowProps,
  accountFormRowLayouts,
} from './AccountForm';
