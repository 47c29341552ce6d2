/** A notification, rendered when queued: to the agency unless `to` says otherwise (the outbox adds the site's From). */
export interface Notification {
  /** Someone other than the agency (a package's recipient); their address is never logged. */
  to?: string;
  /** What it is about: `package-answers`, `package-send`, `application`. */
  kind: string;
  subject: string;
  text: string;
  html: string;
  /** A file of the private store sent with it (a booking confirmation's PDF) and its name in the mail. */
  attachment?: { key: string; name: string };
}
