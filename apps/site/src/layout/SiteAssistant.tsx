import { Chatbot } from '@pupitre/ui/fragments';
import { useCallback, useState } from 'react';
import { useAskAssistant } from '../queries/assistant';
import { assistantLinkPaths, toChatbotReply } from '../view/chat-reply';

const PROMO_DISMISSED_KEY = 'chatbotHelpDismissed';

function readPromoDismissed(): boolean {
  return window.sessionStorage.getItem(PROMO_DISMISSED_KEY) === 'true';
}

/** The education assistant of every page, asking the API; its promo stays dismissed for the session. */
export default function SiteAssistant() {
  const { mutateAsync: askAssistant } = useAskAssistant();
  const sendToAssistant = useCallback(
    (message: string) => askAssistant(message).then(toChatbotReply),
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
