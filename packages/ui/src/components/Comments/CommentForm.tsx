import { useState } from 'react';
import { commentsMessages } from '../../messages/groups';
import { useMessages } from '../../messages/MessagesProvider';
import { Link } from '../../providers/LinkProvider';
import { Button } from '../Button/Button';
import { TextArea } from '../TextArea/TextArea';
import * as styles from './Comments.css';

/** The visitor's prompt in the default Spanish; the component reads `messages.comments.joinPrompt`. */
export const JOIN_PROMPT = commentsMessages.joinPrompt;

export interface CommentFormProps {
  /** Visitors see the prompt with login and register links instead of the form. */
  loggedIn: boolean;
  /** Resolves when published (the text is cleared); rejects to keep the text for another try. */
  onSubmit(content: string): Promise<void>;
  /** The longest comment the app accepts (its data rules own the figure). */
  maxLength: number;
  /** Where the visitor's 'Iniciar sesión' and 'Registrarse' links lead. */
  loginHref: string;
  registerHref: string;
}

export function CommentForm({ loggedIn, onSubmit, maxLength, loginHref, registerHref }: CommentFormProps) {
  const messages = useMessages({ comments: commentsMessages });
  const [text, setText] = useState('');
  const [publishing, setPublishing] = useState(false);

  if (!loggedIn) {
    return (
      <div className={styles.prompt}>
        <p>{messages.comments.joinPrompt}</p>
        <div className={styles.actions}>
          <Button asChild size="sm">
            <Link href={loginHref}>{messages.comments.login}</Link>
          </Button>
          <Button asChild size="sm" tone="secondary">
            <Link href={registerHref}>{messages.comments.register}</Link>
          </Button>
        </div>
      </div>
    );
  }

  const publish = async () => {
    const content = text.trim();
    if (!content || publishing) return;
    setPublishing(true);
    try {
      await onSubmit(content);
      setText('');
    } catch {
      // The app shows the error toast; the text stays.
    } finally {
      setPublishing(false);
    }
  };

  return (
    <form
      className={styles.form}
      onSubmit={(event) => {
        event.preventDefault();
        void publish();
      }}
    >
      <TextArea
        label={messages.comments.formLabel}
        placeholder={messages.comments.formPlaceholder}
        value={text}
        rows={4}
        maxLength={maxLength}
        showCount
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.actions}>
        <Button
          type="submit"
          disabled={!text.trim()}
          loading={publishing}
          loadingLabel={messages.comments.publishing}
        >
          {messages.comments.publish}
        </Button>
      </div>
    </form>
  );
}
