export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
}

/** Sends account e-mails: over SMTP when configured, otherwise into the outbox table. */
export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(mail: OutgoingMail): Promise<void>;
}
