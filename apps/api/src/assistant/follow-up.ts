import { foldText } from '@pupitre/data';

/** The conversation's last question and the article its answer came from, as the client sends them. */
export interface PreviousTurn {
  question: string;
  articleId: number;
}

const MAX_WORDS = 12;
// "¿Y eso…?", "¿También…?", "¿Y para…?": a question that leans on the one before.
const LEANING =
  /^(y|e|pero|entonces|tambien|ademas|y si|y para|y en)\b|\b(eso|esto|ello|lo mismo|aquello|esa|ese|esta|este)\b/;

/** Whether a short question leans on the previous one for its topic. */
export function isFollowUp(question: string): boolean {
  const text = foldText(question.trim()).replace(/^[¿¡"«(\s]+/, '');
  return text.split(/\s+/).length <= MAX_WORDS && LEANING.test(text);
}
