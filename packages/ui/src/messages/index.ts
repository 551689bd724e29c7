export { defaultMessages, type Messages } from './default-messages';
export { esArMessages } from './es-ar-example';
export {
  type MessagesOverride,
  MessagesProvider,
  type MessagesProviderProps,
  mergeMessages,
  useMessages,
} from './MessagesProvider';
