export {
  Notice,
  type NoticeProps,
  NoticeStack,
  type NoticeStackProps,
  type NoticeTone,
  noticeTones,
} from './Notice';
