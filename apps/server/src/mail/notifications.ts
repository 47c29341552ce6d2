/** A notification to the agency, rendered when queued (the outbox adds the site's From and To). */
export interface Notification {
  /** What it is about: `package-pick`, `application`. */
  kind: string;
  subject: string;
  text: string;
  html: string;
}
