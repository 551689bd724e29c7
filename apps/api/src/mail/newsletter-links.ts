/** The addresses a newsletter email links to, on the public origin. */
export function newsletterLinks(publicUrl: string) {
  const base = publicUrl.replace(/\/+$/, '');
  return {
    confirm: (token: string) => `${base}/newsletter/confirmar/${token}`,
    /** The page that confirms the unsubscription and offers a copy or the deletion of the data. */
    unsubscribePage: (key: string) => `${base}/newsletter/baja/${key}`,
    /** RFC 8058: mail clients POST `List-Unsubscribe=One-Click` here, without a session. */
    oneClick: (key: string) => `${base}/api/newsletter/baja/${key}`,
  };
}
