/** Email through SMTP with nodemailer (SMTP_URL); the notifier's mail adapter when configured. */
import nodemailer from 'nodemailer';

export interface MailTransport {
  readonly name: 'smtp';
  send(mail: { to: string; subject: string; text: string }): Promise<void>;
}

export function createSmtpTransport(url: string, from: string): MailTransport {
  const transporter = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(mail) {
      await transporter.sendMail({ from, to: mail.to, subject: mail.subject, text: mail.text });
    },
  };
}
