import nodemailer from "nodemailer";
import type { Mailer, OutgoingMail } from "./mailer.ts";

export function createSmtpMailer(url: string, from: string): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: "smtp",
    async send(mail: OutgoingMail) {
      await transport.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
