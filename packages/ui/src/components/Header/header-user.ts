/** What the header shows of the signed-in reader. */
export interface HeaderUser {
  name: string;
  username: string;
  /** A picture as a URL or data URL; missing or unusable sources fall back to the brand logo. */
  avatarSrc?: string | null;
  isSuperuser: boolean;
}
