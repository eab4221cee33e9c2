import nodemailer from 'nodemailer';

export interface OutgoingEmail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Where mail goes. Production uses SMTP; tests pass a transport that records what it got. */
export interface MailTransport {
  send: (email: OutgoingEmail) => Promise<void>;
}

export function createSmtpTransport(smtpUrl: string): MailTransport {
  const transporter = nodemailer.createTransport(smtpUrl);
  return {
    send: async (email) => {
      await transporter.sendMail(email);
    },
  };
}
