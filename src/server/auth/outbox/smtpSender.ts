import nodemailer from 'nodemailer';
import type { MessageSender, OutgoingMessage } from './outbox';

/** E-mail through an SMTP server (SMTP_URL); text messages have no carrier here and stay in the outbox. */
export function smtpSender(smtpUrl: string, from: string): MessageSender {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    name: 'smtp',
    async deliver(message: OutgoingMessage) {
      if (message.channel !== 'EMAIL') throw new Error('No text-message carrier is configured.');
      await transport.sendMail({
        from,
        to: message.recipient,
        subject: message.subject,
        text: message.body,
        attachments: message.attachments?.map((file) => ({
          filename: file.fileName,
          contentType: file.contentType,
          content: Buffer.from(file.content),
        })),
      });
    },
  };
}
