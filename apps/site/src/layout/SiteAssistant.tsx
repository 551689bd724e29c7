import type { ChatPrevious } from '@pupitre/data';
import { Chatbot } from '@pupitre/ui/fragments';
import { useCallback, useRef, useState } from 'react';
import { useAskAssistant } from '../queries/assistant';
import { nextChatContext } from '../view/chat-context';
import { assistantLinkPaths, toChatbotReply } from '../view/chat-reply';

const PROMO_DISMISSED_KEY = 'chatbotHelpDismissed';

function readPromoDismissed(): boolean {
  return window.sessionStorage.getItem(PROMO_DISMISSED_KEY) === 'true';
}

/**
 * The education assistant of every page, asking the API with the chat's last question and article;
 * its promo stays dismissed for the session.
 */
export default function SiteAssistant() {
  const { mutateAsync: askAssistant } = useAskAssistant();
  // The conversation lives as long as this component: so does its context for follow-ups.
  const previous = useRef<ChatPrevious | undefined>(undefined);
  const sendToAssistant = useCallback(
    (message: string) =>
      askAssistant({ message, previous: previous.current }).then((reply) => {
        previous.current = nextChatContext(previous.current, message, reply);
        return toChatbotReply(reply);
      }),
    [askAssistant],
  );
  const [promoDismissed, setPromoDismissed] = useState(readPromoDismissed);
  return (
    <Chatbot
      sendMessage={sendToAssistant}
      linkPaths={assistantLinkPaths}
      promoDismissed={promoDismissed}
      onPromoDismiss={() => {
        window.sessionStorage.setItem(PROMO_DISMISSED_KEY, 'true');
        setPromoDismissed(true);
      }}
    />
  );
}
