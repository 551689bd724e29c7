import { useState } from 'react';
import { Link } from '../../providers/LinkProvider';
import { Button } from '../Button/Button';
import { TextArea } from '../TextArea/TextArea';
import * as styles from './Comments.css';

export const JOIN_PROMPT =
  '¡Únete a la conversación! Inicia sesión para dejar un comentario y participar en la discusión.';

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
  const [text, setText] = useState('');
  const [publishing, setPublishing] = useState(false);

  if (!loggedIn) {
    return (
      <div className={styles.prompt}>
        <p>{JOIN_PROMPT}</p>
        <div className={styles.actions}>
          <Button asChild size="sm">
            <Link href={loginHref}>Iniciar sesión</Link>
          </Button>
          <Button asChild size="sm" tone="secondary">
            <Link href={registerHref}>Registrarse</Link>
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
        label="Escribe un comentario"
        placeholder="Comparte tu opinión..."
        value={text}
        rows={4}
        maxLength={maxLength}
        showCount
        onChange={(event) => setText(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" disabled={!text.trim()} loading={publishing} loadingLabel="Publicando...">
          Publicar comentario
        </Button>
      </div>
    </form>
  );
}
